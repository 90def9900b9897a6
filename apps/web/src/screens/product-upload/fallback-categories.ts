/**
 * The upload screen's per-account fallback category (for products whose category has no mapping on that
 * market), remembered in this browser per seller and account: a seller who uploads to the same account
 * again expects the category chosen last time, and another seller on the same browser must not get it.
 * `user` is the seller's login name (what the web app knows of the user).
 */
export type FallbackCategory = { categoryId: string; categoryPath: string };

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'sellerdesk.uploadFallbackCategory';

function keyOf(user: string, accountId: string): string {
  return `${PREFIX}.${user}.${accountId}`;
}

function storage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The remembered category of one account, or null (none, or an unreadable entry). */
export function readFallbackCategory(
  user: string,
  accountId: string,
  store: KeyValueStorage | null = storage(),
): FallbackCategory | null {
  if (!user) {
    return null;
  }
  try {
    const raw = store?.getItem(keyOf(user, accountId));
    if (!raw) {
      return null;
    }
    const value = JSON.parse(raw) as Partial<FallbackCategory>;
    return typeof value.categoryId === 'string' &&
      value.categoryId !== '' &&
      typeof value.categoryPath === 'string'
      ? { categoryId: value.categoryId, categoryPath: value.categoryPath }
      : null;
  } catch {
    return null;
  }
}

/** Remembers (or, with null, forgets) one account's category. */
export function writeFallbackCategory(
  user: string,
  accountId: string,
  category: FallbackCategory | null,
  store: KeyValueStorage | null = storage(),
): void {
  if (!user) {
    return;
  }
  try {
    if (category) {
      store?.setItem(keyOf(user, accountId), JSON.stringify(category));
    } else {
      store?.removeItem(keyOf(user, accountId));
    }
  } catch {
    // A full or blocked storage only loses the memory, never the choice on screen.
  }
}
