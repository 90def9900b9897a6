import { ApiError } from '../../lib/api-error';

/**
 * What the editor shows after UpdateProduct (spec §8): the server answered without a code → 성공; it
 * answered with a code → 오류 with its message; the call itself failed (no answer, timeout, unreadable
 * answer, anything else thrown) → 오류 with 수정 중 오류가 발생하였습니다.
 */
export type SaveOutcome = { kind: 'success' } | { kind: 'refused'; message: string } | { kind: 'failed' };

const NO_SERVER_ANSWER = new Set(['NETWORK_ERROR', 'REQUEST_TIMEOUT', 'BAD_RESPONSE']);

export function saveOutcomeOf(error: unknown): SaveOutcome {
  if (error == null) {
    return { kind: 'success' };
  }
  if (error instanceof ApiError && error.code > 0 && !NO_SERVER_ANSWER.has(error.reason ?? '')) {
    return { kind: 'refused', message: error.message };
  }
  return { kind: 'failed' };
}
