import type { ApiErrorBody } from '@sellerdesk/domain/core';

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

/** Failures after which calls cannot go on without the user: log in again, or verify the e-mail. */
export function isAuthFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 401 || error.reason === 'EMAIL_NOT_VERIFIED');
}
