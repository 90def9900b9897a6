/**
 * A seller's API calls in browser tests, for the setup the screens under test do not own (collecting a
 * product, connecting an account): log in once, call with the bearer token, read `data`, and wait for
 * works to finish.
 */

/** One call: the answer's `data`, or an Error naming the path, the status and the server's message. */
export type SellerApi = <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;

/** Calls the API as nobody (token null) or as the seller whose token `token()` answers at call time. */
export function apiAs(baseUrl: string, token: () => string | null): SellerApi {
  return async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const bearer = token();
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) {
      throw new Error(`${method} ${path}: ${response.status} ${text}`);
    }
    return (JSON.parse(text) as { data: T }).data;
  };
}

/** Logs the seller in through the API and answers their calls and access token. */
export async function loginApi(
  baseUrl: string,
  seller: { username: string; password: string },
): Promise<{ api: SellerApi; accessToken: string }> {
  const { accessToken } = await apiAs(baseUrl, () => null)<{ accessToken: string }>('POST', '/auth/login', {
    username: seller.username,
    password: seller.password,
  });
  return { api: apiAs(baseUrl, () => accessToken), accessToken };
}

/** Polls `read` every 0.5 s until it answers a value (not null, undefined or false). */
export async function until<T>(
  what: string,
  read: () => Promise<T | null | undefined | false>,
  timeoutMs = 90_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null && value !== undefined && value !== false) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Collects Costco products (links: emulator URLs or bare codes) and waits for the collection work to
 * finish; answers the catalogue's products by code (id and title).
 */
export async function collectCostco(
  api: SellerApi,
  links: readonly string[],
): Promise<Map<string, { id: string; title: string }>> {
  const work = await api<{ workNumber: number }>('POST', '/Product/CostcoProductWorkList', { links });
  await until('collection', async () => {
    const logs = await api<{ items: { workNumber: number; state: string }[] }>(
      'GET',
      '/Log/GetCollectLogAll',
    );
    return logs.items.find((item) => item.workNumber === work.workNumber)?.state === 'done';
  });
  const list = await api<{ items: { id: string; code: string; title: string }[] }>(
    'POST',
    '/Product/SearchCollectProductSummary',
    { page: 1, maxRow: 100 },
  );
  return new Map(list.items.map((item) => [item.code, { id: item.id, title: item.title }]));
}
