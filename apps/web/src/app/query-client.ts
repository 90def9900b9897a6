import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';

/** Client errors (4xx) are answers, not glitches: retrying them only repeats the refusal. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.code >= 400 && error.code < 500) {
    return false;
  }
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
