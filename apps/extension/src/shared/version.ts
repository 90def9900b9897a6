/**
 * The extension and the server it talks to come from the same build (the server offers its own
 * extension for download). When they differ, requests may not match what the server expects, so the
 * popup says so and where to get the matching one.
 */
export function versionNotice(extensionVersion: string, serverVersion: string | null): string | null {
  if (serverVersion == null || serverVersion === extensionVersion) {
    return null;
  }
  return `확장 프로그램 버전(${extensionVersion})이 셀러데스크 서버 버전(${serverVersion})과 다릅니다. 셀러데스크 상품 수집 화면에서 확장 프로그램을 다시 내려받아 설치해주세요.`;
}
