/** Minimal cookie jar over `document.cookie`, injectable so the session store can be tested without a DOM. */
export type CookieJar = {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
};

export function createDocumentCookieJar(doc: Document = document): CookieJar {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  return {
    get(name) {
      const prefix = `${encodeURIComponent(name)}=`;
      const entry = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
      return entry == null ? undefined : decodeURIComponent(entry.slice(prefix.length));
    },
    set(name, value, maxAgeSeconds) {
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
    },
  };
}
