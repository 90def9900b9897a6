import {
  DEFAULT_PRICE_SETTINGS,
  normalizeSellerPriceSettings,
  roundModelFor,
  withMarginDefaults,
  type PriceSettings,
  type PriceSettingsForm,
} from '@sellerdesk/domain';
import type { ExchangeResponse, PriceSettingsResponse } from '@sellerdesk/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/db/client';
import { ExchangeRateError, type ExchangeRateProvider } from './exchange-rate-provider';
import * as repo from './pricing.repository';

/** The seller's settings, or the §9 defaults before the first save. Collection prices with these. */
export async function loadPriceSettings(db: Database, userId: string): Promise<PriceSettings> {
  const row = await repo.findPriceSettings(db, userId);
  return row ? withMarginDefaults(row) : DEFAULT_PRICE_SETTINGS;
}

function answer(settings: PriceSettings, updatedAt: Date | null): PriceSettingsResponse {
  return {
    ...settings,
    roundModel: roundModelFor(settings.priceRangeModel.digit),
    saved: updatedAt !== null,
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

export async function getPriceSettings(db: Database, userId: string): Promise<PriceSettingsResponse> {
  const row = await repo.findPriceSettings(db, userId);
  return row ? answer(withMarginDefaults(row), row.updatedAt) : answer(DEFAULT_PRICE_SETTINGS, null);
}

/** Market/SetPrice: normalises the form (§5; DomainError 400 naming the field) and saves it. */
export async function setPriceSettings(
  db: Database,
  userId: string,
  form: PriceSettingsForm,
): Promise<PriceSettingsResponse> {
  const settings = normalizeSellerPriceSettings(form);
  const row = await repo.savePriceSettings(db, userId, settings);
  return answer(settings, row.updatedAt);
}

/** YYYY-MM-DD in Korean time, `daysBack` days before `now`. */
function seoulDay(now: Date, daysBack = 0): string {
  return new Date(now.getTime() + 9 * 3600_000 - daysBack * 86_400_000).toISOString().slice(0, 10);
}

/** The provider publishes on business days only: look back this many days for the latest rates. */
const LOOKBACK_DAYS = 7;
/** After a failure, the provider is not asked again for this long (the screen polls on every visit). */
const RETRY_AFTER_MS = 10 * 60_000;

export type ExchangeRateSource = {
  provider: ExchangeRateProvider | null;
  log: FastifyBaseLogger;
  /** In-flight fetch per day and the last failure, so visitors share one call. */
  inflight: Map<string, Promise<void>>;
  failedAt: { at: number; message: string } | null;
};

const UNAVAILABLE = '환율 정보를 가져오지 못했습니다.';

async function fetchDay(db: Database, source: ExchangeRateSource, day: string, now: Date): Promise<void> {
  for (let back = 0; back < LOOKBACK_DAYS; back++) {
    const published = seoulDay(now, back);
    const rates = await source.provider!.ratesOn(published.replace(/-/g, ''));
    if (rates.length > 0) {
      await repo.saveRatesOfDay(
        db,
        rates.map((rate) => ({
          rateDate: day,
          currency: rate.currency,
          rate: rate.rate,
          publishedOn: published,
        })),
      );
      return;
    }
  }
  throw new ExchangeRateError('최근 일주일 동안 고시된 환율이 없습니다.');
}

/**
 * UserSetting/GetExchange: today's CNY and USD reference rates, fetched from the provider at most once a
 * day (kept in `exchange_rates`), beside the seller's own base. Without a provider or when it fails the
 * answer is `unavailable` with a Korean message; the seller's base still prices everything.
 */
export async function getExchange(
  db: Database,
  source: ExchangeRateSource,
  userId: string,
  now = new Date(),
): Promise<ExchangeResponse> {
  const { priceRangeModel } = await loadPriceSettings(db, userId);
  const base = { currency: priceRangeModel.currency, exchangeBase: priceRangeModel.exchangeBase };
  const day = seoulDay(now);
  const unavailable = (detail: string): ExchangeResponse => ({
    state: 'unavailable',
    message: `${UNAVAILABLE} ${detail} 저장한 기준 환율로 가격을 계산합니다.`,
    date: null,
    rates: [],
    base,
  });
  let rows = await repo.ratesOfDay(db, day);
  if (rows.length === 0) {
    if (!source.provider) {
      return unavailable('(환율 API 키가 설정되지 않았습니다.)');
    }
    if (source.failedAt && now.getTime() - source.failedAt.at < RETRY_AFTER_MS) {
      return unavailable(`(${source.failedAt.message})`);
    }
    let pending = source.inflight.get(day);
    if (!pending) {
      pending = fetchDay(db, source, day, now).finally(() => source.inflight.delete(day));
      source.inflight.set(day, pending);
    }
    try {
      await pending;
      source.failedAt = null;
    } catch (error) {
      const message = error instanceof ExchangeRateError ? error.message : '환율 API에 연결하지 못했습니다.';
      source.log.warn({ err: error }, 'exchange rate fetch failed');
      source.failedAt = { at: now.getTime(), message };
      return unavailable(`(${message})`);
    }
    rows = await repo.ratesOfDay(db, day);
  }
  const order = ['CNY', 'USD'];
  return {
    state: 'ok',
    message: null,
    date: rows[0]?.publishedOn ?? day,
    rates: rows
      .filter((row) => order.includes(row.currency))
      .sort((a, b) => order.indexOf(a.currency) - order.indexOf(b.currency))
      .map((row) => ({ currency: row.currency as 'CNY' | 'USD', rate: row.rate })),
    base,
  };
}
