import { ERRORS, type ApiErrorBody } from '@sellerdesk/domain';
import i18n from '../i18n';

/** Client-side failures: code, reason and (Korean) message of each. */
export const CLIENT_ERRORS = {
  NETWORK_ERROR: { code: 0, message: () => i18n.t('common.errors.network') },
  REQUEST_TIMEOUT: { code: ERRORS.REQUEST_TIMEOUT.status, message: () => ERRORS.REQUEST_TIMEOUT.message },
  BAD_RESPONSE: { code: 502, message: () => i18n.t('common.errors.badResponse') },
} as const;

/** Every failed call rejects with this: `{ code, message, reason }` as the server sends it (spec §3). */
export class ApiError extends Error implements ApiErrorBody {
  readonly code: number;
  readonly reason: string | undefined;

  constructor(code: number, message: string, reason?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.reason = reason;
  }

  toJSON(): ApiErrorBody {
    return { code: this.code, message: this.message, reason: this.reason };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The Korean message to show for anything thrown by a call. */
export function errorMessage(error: unknown, fallback = '요청을 처리하지 못했습니다.'): string {
  if (error instanceof ApiError) {
    return error.message;
  }
  if (error instanceof Error && error.message) {
    return error.message;
  }
  return fallback;
}
