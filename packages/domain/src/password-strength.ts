/**
 * How hard a new password is to guess: the zxcvbn-ts estimator with its shipped dictionaries (common
 * and breached passwords, common words, keyboard patterns, l33t — all offline), plus one rule of ours: no
 * part of the account (the e-mail, its local part) or the user's name. The server refuses a weak password
 * with the message from here (PASSWORD_TOO_WEAK) and the web forms say the same before sending.
 *
 * The estimator and its dictionaries (about 1.5 MB of JavaScript) load on first use through a dynamic
 * import, so they are in no first-load bundle and cost the server's start nothing; `loadPasswordEstimator`
 * starts that load ahead (e.g. when a password field gets focus).
 */
import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';

/** zxcvbn's scale: 0–2 fall to an online or a fast offline attack; 3 and 4 are "safely unguessable". */
export const MIN_PASSWORD_SCORE = 3;

export type PasswordContext = {
  /** The account (e-mail) the password is for. */
  account?: string;
  /** The user's name. */
  name?: string;
};

export type PasswordVerdict = { ok: true; score: number } | { ok: false; score: number; message: string };

let estimator: Promise<ZxcvbnFactory> | undefined;

/** Loads the estimator once (later calls share the same load). */
export function loadPasswordEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      }),
  );
  return estimator;
}

const HOW_TO_STRENGTHEN =
  '서로 관계없는 단어 3~4개를 이어 12자 이상으로 만들어주세요. 단어 사이에 숫자나 기호를 넣으면 더 안전합니다.';

/** The weakness zxcvbn found, in Korean. */
const WEAKNESSES: Record<string, string> = {
  topTen: '가장 많이 쓰이는 비밀번호입니다.',
  topHundred: '아주 많이 쓰이는 비밀번호입니다.',
  common: '널리 쓰이거나 유출된 비밀번호 목록에 있는 비밀번호입니다.',
  similarToCommon: '널리 쓰이거나 유출된 비밀번호와 비슷합니다.',
  pwned: '유출된 비밀번호 목록에 있는 비밀번호입니다.',
  straightRow: '키보드에서 나란히 있는 글자를 이어 친 비밀번호입니다.',
  keyPattern: '키보드 배열을 따라 친 비밀번호입니다.',
  simpleRepeat: '같은 글자를 되풀이한 비밀번호입니다.',
  extendedRepeat: '같은 글자 묶음을 되풀이한 비밀번호입니다.',
  sequences: '123, abc처럼 이어지는 글자로 되어 있습니다.',
  recentYears: '최근 연도는 쉽게 추측됩니다.',
  dates: '날짜는 쉽게 추측됩니다.',
  wordByItself: '흔한 단어 하나로는 추측되기 쉽습니다.',
  namesByThemselves: '이름만으로는 추측되기 쉽습니다.',
  commonNames: '흔한 이름은 추측되기 쉽습니다.',
  userInputs: '계정 정보와 비슷한 비밀번호입니다.',
};

const compact = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** The parts of the account and the name a password must not contain (too short ones would refuse all). */
function personalParts(context: PasswordContext): { account: string[]; name: string[] } {
  const account = context.account ? compact(context.account) : '';
  const local = account.split('@')[0] ?? '';
  const name = context.name ? compact(context.name) : '';
  const nameWords = (context.name ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length >= 3);
  return {
    account: [account, local].filter((part) => part.length >= 3),
    name: [name, ...nameWords].filter((part) => part.length >= 2),
  };
}

/**
 * Whether `password` is strong enough for the account, and if not, a Korean message saying what is weak
 * and how to make it stronger.
 */
export async function checkPasswordStrength(
  password: string,
  context: PasswordContext = {},
): Promise<PasswordVerdict> {
  const parts = personalParts(context);
  const lowered = compact(password);
  const zxcvbn = await loadPasswordEstimator();
  const result: ZxcvbnResult = zxcvbn.check(password, [...parts.account, ...parts.name]);
  if (parts.account.some((part) => lowered.includes(part))) {
    return {
      ok: false,
      score: result.score,
      message: `비밀번호에 이메일(아이디)이 들어 있어 추측하기 쉽습니다. ${HOW_TO_STRENGTHEN}`,
    };
  }
  if (parts.name.some((part) => lowered.includes(part))) {
    return {
      ok: false,
      score: result.score,
      message: `비밀번호에 이름이 들어 있어 추측하기 쉽습니다. ${HOW_TO_STRENGTHEN}`,
    };
  }
  if (result.score < MIN_PASSWORD_SCORE) {
    const weakness =
      (result.feedback.warning && WEAKNESSES[result.feedback.warning]) ?? '추측하기 쉬운 비밀번호입니다.';
    return {
      ok: false,
      score: result.score,
      message: `비밀번호가 너무 쉽습니다. ${weakness} ${HOW_TO_STRENGTHEN}`,
    };
  }
  return { ok: true, score: result.score };
}
