/**
 * The reason stored for an item that failed for good. Transient failures are worded for the retry the
 * worker is about to make ("잠시 후 다시 시도합니다"); after the last attempt nothing will retry on its
 * own, so that promise is replaced by what happened and what the seller can do.
 */
const RETRY_PROMISE = /\s*(?:잠시 후 |잠시 기다린 뒤 |[^.]*뒤 )?다시 시도합니다\.?\s*$/;

export function finalFailureReason(message: string, attempts: number): string {
  const what = message.replace(RETRY_PROMISE, '').trim();
  return `${what} ${attempts}번 시도했지만 실패했습니다. 잠시 뒤 작업 결과에서 "실패 항목 다시 시도"를 눌러주세요.`;
}
