import type { Session } from './api';
import type { ListRun } from './run';
import { withDefaults } from './settings';
import type { Settings } from './settings';
import type { SourceSite } from './sites';

/** One line of the popup's "최근 전송" list. */
export type RecentEntry = {
  at: number;
  site: SourceSite;
  url: string;
  title: string;
  ok: boolean;
  workNumber?: number;
  message?: string;
  via: 'page' | 'list';
};

/** Everything the extension keeps, in chrome.storage.local (shared by popup, pages and worker). */
export type StoredState = {
  session: Session | null;
  loginError: string | null;
  settings: Settings;
  run: ListRun | null;
  recent: RecentEntry[];
  /** Whose sends `recent` lists: another account's login starts it afresh. */
  recentOwner: string | null;
};

export const RECENT_LIMIT = 30;

export async function readState(): Promise<StoredState> {
  const raw = (await chrome.storage.local.get([
    'session',
    'loginError',
    'settings',
    'run',
    'recent',
  ])) as Partial<Record<keyof StoredState, unknown>>;
  return {
    session: (raw.session as Session | undefined) ?? null,
    loginError: (raw.loginError as string | undefined) ?? null,
    settings: withDefaults(raw.settings as Partial<Settings> | undefined),
    run: (raw.run as ListRun | undefined) ?? null,
    recent: (raw.recent as RecentEntry[] | undefined) ?? [],
    recentOwner: (raw.recentOwner as string | undefined) ?? null,
  };
}

export async function readKey<K extends keyof StoredState>(key: K): Promise<StoredState[K]> {
  return (await readState())[key];
}

export function writeState(patch: Partial<StoredState>): Promise<void> {
  return chrome.storage.local.set(patch);
}

/** Calls `listener` with the new state whenever one of `keys` changes. */
export function onStateChange(keys: (keyof StoredState)[], listener: (state: StoredState) => void): void {
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && keys.some((key) => key in changes)) {
      void readState().then(listener);
    }
  });
}
