import { TranslationError } from './port';
import type { Fetcher } from '@sellerdesk/outbound';
import type { TranslationProviderName } from './port';

export type ProviderResponse = { status: number; body: string; json: unknown };

/** One provider call; network failures become transient TranslationErrors. */
export async function post(
  fetcher: Fetcher,
  provider: TranslationProviderName,
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<ProviderResponse> {
  let status: number;
  let text: string;
  try {
    const response = await fetcher(url, { method: 'POST', headers, body });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const shape = (error ?? {}) as { message?: unknown; kind?: unknown; transient?: unknown };
    const detail = typeof shape.message === 'string' ? shape.message : String(error);
    // The server's safe fetcher refuses hosts outside its allow list: a configuration problem.
    if (shape.kind === 'blocked' || shape.transient === false) {
      throw new TranslationError('bad_request', provider, detail);
    }
    throw new TranslationError('network', provider, detail);
  }
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status, body: text, json };
}

export function field(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') {
      return undefined;
    }
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}
