import type { CookieJar } from '../lib/cookies';

/** An in-memory Storage, so each test starts empty and can inspect what was written. */
export function memoryStorage(
  initial: Record<string, string> = {},
): Storage & { dump(): Record<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
    dump: () => Object.fromEntries(data),
  };
}

/** A cookie jar that records max-age, so tests can check the 10080-hour lifetime. */
export function memoryCookies(): CookieJar & { maxAge(name: string): number | undefined } {
  const data = new Map<string, { value: string; maxAge: number }>();
  return {
    get: (name) => data.get(name)?.value,
    set: (name, value, maxAgeSeconds) => void data.set(name, { value, maxAge: maxAgeSeconds }),
    remove: (name) => void data.delete(name),
    maxAge: (name) => data.get(name)?.maxAge,
  };
}
