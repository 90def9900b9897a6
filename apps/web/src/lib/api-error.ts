import { ApiError, isApiError } from '@sellerdesk/client';

/** Every failed call rejects with ApiError `{ code, message, reason }` (the client core's, spec §3). */
export { ApiError, isApiError };

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
