/**
 * Where a stored image (a URL relative to the API's origin: IMAGE_STORE_PATH and a key) is fetched from
 * when the API lives at another address (VITE_API_BASE_URL); absolute URLs pass unchanged.
 */
export function resolveImageUrl(url: string, apiBaseUrl: string, pageOrigin: string): string {
  if (/^https?:\/\//i.test(url)) {
    return url;
  }
  const apiOrigin = new URL(apiBaseUrl, pageOrigin).origin;
  return apiOrigin === pageOrigin ? url : new URL(url, apiOrigin).toString();
}
