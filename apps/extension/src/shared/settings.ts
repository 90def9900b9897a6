/** What the seller sets in the popup; kept in chrome.storage.local. */
export type Settings = {
  serverUrl: string;
  /** Group name and memo sent with every collection (optional). */
  groupName: string;
  memo: string;
  /** Random pause between two item visits of a list collection, in seconds. */
  minDelaySec: number;
  maxDelaySec: number;
};

export const DEFAULT_SETTINGS: Settings = {
  serverUrl: 'http://localhost:3000',
  groupName: '',
  memo: '',
  minDelaySec: 1.5,
  maxDelaySec: 4,
};

export const DELAY_LIMITS = { min: 0.5, max: 60 } as const;

/** `http(s)://host[:port][/path]` without a trailing slash, or null when it is no server address. */
export function normalizeServerUrl(input: string): string | null {
  const text = input.trim();
  if (!text) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.search || url.hash) {
    return null;
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The match pattern that grants the extension access to a server address. */
export function serverPermissionPattern(serverUrl: string): string {
  const url = new URL(serverUrl);
  return `${url.protocol}//${url.hostname}/*`;
}

/** Both bounds inside the limits, the smaller one first, rounded to a tenth of a second. */
export function normalizeDelays(min: number, max: number): { minDelaySec: number; maxDelaySec: number } {
  const clamp = (value: number, fallback: number) =>
    Number.isFinite(value)
      ? Math.round(Math.min(DELAY_LIMITS.max, Math.max(DELAY_LIMITS.min, value)) * 10) / 10
      : fallback;
  const a = clamp(min, DEFAULT_SETTINGS.minDelaySec);
  const b = clamp(max, DEFAULT_SETTINGS.maxDelaySec);
  return { minDelaySec: Math.min(a, b), maxDelaySec: Math.max(a, b) };
}

export function withDefaults(stored: Partial<Settings> | undefined): Settings {
  return { ...DEFAULT_SETTINGS, ...stored };
}
