import type { PageDataRequest } from '@sellerdesk/sources/rules';

/** What the page-world function hands back (all plain JSON; `data` is the product data as JSON text). */
export type RawCapture = {
  url: string;
  title: string;
  text: string;
  /** Whether the page's product data is there (whichever form is sent). */
  hasData: boolean;
  data: string | null;
  html: string | null;
  /** When this document's navigation started (epoch ms), to tell it from the tab's previous page. */
  documentStartedAt: number;
};

/**
 * Runs in the page's MAIN world (chrome.scripting.executeScript with world 'MAIN'), where the sites'
 * globals are visible and requests go out from the page's own origin. Only this function's source is
 * sent to the page, so it must not use anything from outside its own body. What it reads is the site's
 * recipe from the site registry (`pageDataRequest` of @sellerdesk/sources/rules):
 *
 * - `global` (Taobao/Tmall `__ICE_APP_CONTEXT__`, 1688 `__INIT_DATA`): the data object the page
 *   assigns, once one of the required paths leads to an object, waiting up to `waitMs`. It is sent as
 *   data, except on pages whose inline script holds every `inlineMarkers` entry: there the HTML goes
 *   instead, because the server reads the same object from it and the description the page rendered as
 *   well. Without the object, the whole HTML with its inline scripts.
 * - `api` (Costco, whose pages embed no product data): the site's own product API, asked from the page
 *   with the page's cookies as the page itself asks it. A JSON answer is the data; anything else
 *   (an error answer, a refusal page) is sent as the HTML, for the server to say what it was.
 */
export async function capturePageInMainWorld(request: PageDataRequest, waitMs: number): Promise<RawCapture> {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    value != null && typeof value === 'object' && !Array.isArray(value);
  // Read when answering: the page may change while the data is awaited.
  const pageNow = () => ({
    url: location.href,
    title: document.title,
    text: ((document.body as HTMLElement | null)?.innerText ?? '').slice(0, 4000),
    documentStartedAt: performance.timeOrigin,
  });
  const pageHtml = () => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`;

  if (request.kind === 'api') {
    let answer: string | null;
    let ok = false;
    try {
      const response = await fetch(request.url, { headers: { ...request.headers }, credentials: 'include' });
      ok = response.ok;
      answer = await response.text();
    } catch {
      // Unreachable (offline): the page's own HTML goes instead, for the server to say so.
      answer = null;
    }
    let data: string | null = null;
    if (ok && answer) {
      try {
        data = isObject(JSON.parse(answer)) ? answer : null;
      } catch {
        data = null;
      }
    }
    const page = pageNow();
    return {
      ...page,
      // The answer's start shows an obstacle (a refusal page) the way a page's text would.
      text: data == null && answer ? answer.slice(0, 4000) : page.text,
      hasData: data != null,
      data,
      html: data == null ? (answer ?? pageHtml()) : null,
    };
  }

  const reaches = (value: unknown, path: readonly string[]): boolean => {
    if (path.length === 0) {
      return isObject(value);
    }
    if (!isObject(value)) {
      return false;
    }
    const [head = '', ...rest] = path;
    return head === '*'
      ? Object.values(value).some((child) => reaches(child, rest))
      : reaches(value[head], rest);
  };
  const read = (): unknown => {
    const value = (window as unknown as Record<string, unknown>)[request.name];
    return request.requires.some((path) => reaches(value, path)) ? value : null;
  };
  const deadline = Date.now() + waitMs;
  let value = read();
  while (value == null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = read();
  }
  const inlineData =
    request.inlineMarkers.length > 0 &&
    [...document.scripts].some(
      (script) => !script.src && request.inlineMarkers.every((marker) => script.text.includes(marker)),
    );
  let data: string | null = null;
  if (value != null && !inlineData) {
    try {
      data = JSON.stringify(value);
    } catch {
      data = null;
    }
  }
  return { ...pageNow(), hasData: value != null, data, html: data == null ? pageHtml() : null };
}
