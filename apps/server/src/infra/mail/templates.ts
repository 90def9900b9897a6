import type { MailMessage } from './mailer';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><body style="font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;background:#f4f6fa;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="color:#868e96;font-size:12px;margin-top:32px">본 메일은 발신 전용입니다. 셀러데스크</p></div></body></html>`;
}

export function verificationMail(to: string, name: string, link: string, validHours: number): MailMessage {
  return {
    to,
    subject: '[셀러데스크] 이메일 인증을 완료해주세요',
    text: `${name}님, 셀러데스크 가입을 환영합니다.\n\n아래 링크를 열어 이메일 인증을 완료해주세요. (${validHours}시간 동안 유효)\n${link}\n\n본인이 가입하지 않았다면 이 메일을 무시하세요.`,
    html: layout(
      '이메일 인증',
      `<p>${escapeHtml(name)}님, 셀러데스크 가입을 환영합니다.</p>
<p>아래 버튼을 눌러 이메일 인증을 완료해주세요. 링크는 ${validHours}시간 동안 유효합니다.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">이메일 인증하기</a></p>
<p style="font-size:12px;color:#868e96">버튼이 열리지 않으면 이 주소를 복사해 브라우저에 붙여넣으세요:<br>${escapeHtml(link)}</p>`,
    ),
  };
}

export function temporaryPasswordMail(
  to: string,
  name: string,
  password: string,
  loginUrl: string,
  validHours: number,
): MailMessage {
  return {
    to,
    subject: '[셀러데스크] 임시 비밀번호 안내',
    text: `${name}님, 요청하신 임시 비밀번호입니다.\n\n임시 비밀번호: ${password}\n(${validHours}시간 동안 유효, 로그인 후 꼭 비밀번호를 변경해주세요)\n\n로그인: ${loginUrl}\n\n요청하지 않았다면 기존 비밀번호로 계속 로그인할 수 있습니다.`,
    html: layout(
      '임시 비밀번호 안내',
      `<p>${escapeHtml(name)}님, 요청하신 임시 비밀번호입니다.</p>
<p style="font-size:22px;font-weight:bold;letter-spacing:2px">${escapeHtml(password)}</p>
<p>${validHours}시간 동안 유효합니다. 로그인 후 계정 화면에서 비밀번호를 꼭 변경해주세요.</p>
<p><a href="${escapeHtml(loginUrl)}">셀러데스크 로그인</a></p>
<p style="font-size:12px;color:#868e96">요청하지 않았다면 기존 비밀번호로 계속 로그인할 수 있습니다.</p>`,
    ),
  };
}

export function accountLockedMail(
  to: string,
  name: string,
  lockedUntil: string,
  resetUrl: string,
): MailMessage {
  return {
    to,
    subject: '[셀러데스크] 로그인 실패로 계정이 잠금되었습니다',
    text: `${name}님, 셀러데스크 계정에 비밀번호가 틀린 로그인 시도가 여러 번 있어 ${lockedUntil}까지 로그인을 잠갔습니다.\n\n본인이 시도한 것이라면 잠금이 풀린 뒤 다시 로그인하거나, 비밀번호가 기억나지 않으면 임시 비밀번호를 받아주세요: ${resetUrl}\n\n본인이 시도하지 않았다면 다른 사람이 비밀번호를 추측하고 있을 수 있습니다. 잠금이 풀린 뒤 로그인해 비밀번호를 변경해주세요.`,
    html: layout(
      '계정 잠금 안내',
      `<p>${escapeHtml(name)}님, 셀러데스크 계정에 비밀번호가 틀린 로그인 시도가 여러 번 있어 <strong>${escapeHtml(lockedUntil)}</strong>까지 로그인을 잠갔습니다.</p>
<p>본인이 시도한 것이라면 잠금이 풀린 뒤 다시 로그인하거나, 비밀번호가 기억나지 않으면 <a href="${escapeHtml(resetUrl)}">임시 비밀번호</a>를 받아주세요.</p>
<p>본인이 시도하지 않았다면 다른 사람이 비밀번호를 추측하고 있을 수 있습니다. 잠금이 풀린 뒤 로그인해 비밀번호를 변경해주세요.</p>`,
    ),
  };
}
