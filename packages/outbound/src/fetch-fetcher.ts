import type { Fetcher } from './port';

/**
 * The port over the global WHATWG `fetch`: for tests, benchmarks and tools that talk to a local
 * emulator. The server never uses it for user-derived addresses; it passes its guarded client instead.
 */
export function fetchFetcher(
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Fetcher {
  return async (url, init = {}) => {
    const response = await fetchImpl(url, {
      method: init.method ?? 'GET',
      headers: init.headers,
      body: init.body as RequestInit['body'],
      redirect: init.redirect ?? 'follow',
    });
    let buffered: Promise<Uint8Array> | null = null;
    const bytes = () => (buffered ??= response.arrayBuffer().then((b) => new Uint8Array(b)));
    return {
      status: response.status,
      url: response.url || url,
      headers: response.headers,
      bytes,
      text: async () => new TextDecoder('utf-8').decode(await bytes()),
    };
  };
}
