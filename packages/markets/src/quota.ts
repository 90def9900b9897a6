import type { Market } from '@sellerdesk/domain';
import { MarketError } from './errors';
import { MARKET_NAMES } from './names';
import type { RegistrationLedger, RegistrationQuota } from './port';

/** The Korean calendar day (YYYY-MM-DD, UTC+9) daily caps count in. */
export function koreanDay(epochMs: number): string {
  return new Date(epochMs + 9 * 3_600_000).toISOString().slice(0, 10);
}

/** Counts in this process only; the server passes a ledger in its database so every process agrees. */
export class MemoryRegistrationLedger implements RegistrationLedger {
  private readonly counts = new Map<string, number>();

  used(accountKey: string, day: string): Promise<number> {
    return Promise.resolve(this.counts.get(`${accountKey}|${day}`) ?? 0);
  }

  record(accountKey: string, day: string): Promise<void> {
    const key = `${accountKey}|${day}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    return Promise.resolve();
  }
}

export const defaultRegistrationLedger = new MemoryRegistrationLedger();

/** One account's daily cap: read before a create, counted after it. */
export class DailyRegistrations {
  constructor(
    private readonly market: Market,
    private readonly ledger: RegistrationLedger,
    private readonly accountKey: string,
    private readonly limit: number,
    private readonly now: () => number,
  ) {}

  async quota(): Promise<RegistrationQuota> {
    const day = koreanDay(this.now());
    const used = await this.ledger.used(this.accountKey, day);
    return { limit: this.limit, used, remaining: Math.max(0, this.limit - used), day };
  }

  /** Throws QUOTA_EXCEEDED before a create that the market would refuse for the cap. */
  async assertAvailable(): Promise<void> {
    const quota = await this.quota();
    if (quota.remaining <= 0) {
      throw dailyCapReached(this.market, this.limit, 'counted by Sellerdesk');
    }
  }

  record(): Promise<void> {
    return this.ledger.record(this.accountKey, koreanDay(this.now()));
  }
}

/** Seconds until the next Korean midnight, when daily caps reset. */
export function secondsUntilKoreanMidnight(epochMs: number): number {
  const kst = epochMs + 9 * 3_600_000;
  const next = Math.floor(kst / 86_400_000 + 1) * 86_400_000;
  return Math.max(1, Math.ceil((next - kst) / 1000));
}

export function dailyCapReached(
  market: Market,
  limit: number,
  detail: string,
  now = Date.now(),
): MarketError {
  return new MarketError({
    market,
    code: 'QUOTA_EXCEEDED',
    message: `${MARKET_NAMES[market]}의 하루 상품 등록 한도(${limit}개)를 모두 사용했습니다. 자정 이후 다시 등록합니다. 기존 상품 수정은 계속 할 수 있습니다.`,
    detail,
    retryAfterSeconds: secondsUntilKoreanMidnight(now),
  });
}
