import { randomBytes } from 'node:crypto';
import { Catalogue } from '../fixtures/catalogue';
import type { CatalogueCounts } from '../fixtures/catalogue';

/** The parts of the emulator a test can steer: each names the service whose next answers change. */
export const TARGETS = [
  'costco',
  'taobao-page',
  'mtop',
  '1688-page',
  '1688-desc',
  'papago',
  'deepl',
  'google',
  'exim',
  'img',
] as const;
export type Target = (typeof TARGETS)[number];

export const OUTCOMES = [
  'captcha',
  'login',
  'removed',
  'rgv587',
  'illegal',
  'blocked',
  'rate-limited',
  'unavailable',
  'quota',
  'token-expired',
] as const;
export type Outcome = (typeof OUTCOMES)[number];

export type EmulatorCredentials = {
  papago: { keyId: string; key: string };
  deepl: { proKey: string; freeKey: string };
  google: { apiKey: string };
  /** The Korea Eximbank open API key (`authkey`). */
  exim: { authkey: string };
  /** A logged-in Taobao session the mtop emulator accepts. */
  taobao: { sessionCookie: string };
};

export const DEFAULT_CREDENTIALS: EmulatorCredentials = {
  papago: { keyId: 'emu-papago-client-id', key: 'emu-papago-client-secret' },
  deepl: { proKey: 'emu-deepl-pro-0f1e2d3c', freeKey: 'emu-deepl-free-4b5a6978:fx' },
  google: { apiKey: 'AIzaEmulatorKey0000000000000000000000' },
  exim: { authkey: 'emuEximAuthKey00000000000000000' },
  taobao: {
    sessionCookie:
      'cookie2=emu5e55i0n0000000000000000000001; unb=2200000000001; _nk_=sellerdesk_test; t=emu0001',
  },
};

export type EmulatorStats = {
  requests: number;
  /** Requests per service prefix ("costco", "mtop", "papago", …). */
  byService: Record<string, number>;
  /** Answers that refused the request (auth, validation, obstacles). */
  rejected: number;
  /** Characters the translation emulators translated, per provider. */
  translatedCharacters: Record<'papago' | 'deepl' | 'google', number>;
  /** Texts per translation request, to check batching. */
  translationBatches: Record<'papago' | 'deepl' | 'google', number[]>;
};

export class EmulatorState {
  readonly catalogue: Catalogue;
  readonly credentials: EmulatorCredentials;
  latencyMs: number;
  readonly tokenTtlMs: number;
  private readonly forced = new Map<Target, { outcome: Outcome; remaining: number }[]>();
  /** Issued mtop tokens → expiry (ms). */
  readonly tokens = new Map<string, number>();
  readonly expiredSessions = new Set<string>();
  /** Exchange-rate calls since the last reset (the real API allows 1,000 a day). */
  eximCalls = 0;
  stats: EmulatorStats = emptyStats();

  constructor(options: {
    catalogue?: CatalogueCounts;
    credentials?: Partial<EmulatorCredentials>;
    latencyMs?: number;
    tokenTtlMs?: number;
  }) {
    this.catalogue = new Catalogue(options.catalogue);
    this.credentials = { ...DEFAULT_CREDENTIALS, ...options.credentials };
    this.latencyMs = options.latencyMs ?? 0;
    this.tokenTtlMs = options.tokenTtlMs ?? 30 * 60_000;
  }

  /** Makes the next `count` requests to `target` answer `outcome`. */
  force(target: Target, outcome: Outcome, count = 1): void {
    const queue = this.forced.get(target) ?? [];
    queue.push({ outcome, remaining: count });
    this.forced.set(target, queue);
  }

  peek(target: Target): Outcome | null {
    return this.forced.get(target)?.[0]?.outcome ?? null;
  }

  take(target: Target): Outcome | null {
    const queue = this.forced.get(target);
    const head = queue?.[0];
    if (!queue || !head) {
      return null;
    }
    head.remaining--;
    if (head.remaining <= 0) {
      queue.shift();
    }
    return head.outcome;
  }

  issueToken(now = Date.now()): { token: string; expires: number; enc: string } {
    const token = randomBytes(16).toString('hex');
    const expires = now + this.tokenTtlMs;
    this.tokens.set(token, expires);
    return { token, expires, enc: randomBytes(16).toString('hex') };
  }

  reset(): void {
    this.forced.clear();
    this.catalogue.clearEdits();
    this.tokens.clear();
    this.expiredSessions.clear();
    this.eximCalls = 0;
    this.stats = emptyStats();
  }
}

export function emptyStats(): EmulatorStats {
  return {
    requests: 0,
    byService: {},
    rejected: 0,
    translatedCharacters: { papago: 0, deepl: 0, google: 0 },
    translationBatches: { papago: [], deepl: [], google: [] },
  };
}
