import type { Currency } from '@sellerdesk/domain';
import type { Fetcher } from '@sellerdesk/outbound';
import { joinUrl } from '@sellerdesk/outbound';

/**
 * The reference exchange-rate provider: the Korea Eximbank "현재환율" open API. One GET per day asked
 * (`authkey`, `searchdate=YYYYMMDD`, `data=AP01`) answers a JSON array with one row per currency:
 * `cur_unit` ('USD', 'CNH' for the yuan, 'JPY(100)' per 100 yen), `deal_bas_r` (매매기준율, text with
 * thousands commas) and `result` (1 success, 2 wrong data code, 3 wrong key, 4 daily quota used up).
 * Weekends, holidays and mornings before publication answer an empty array. Vendor words stay here.
 */
export const EXIM_PATH = '/site/program/financial/exchangeJSON';

/** The units the provider quotes, mapped to the currencies prices use (per one unit). */
const UNITS: Readonly<Record<string, { currency: Currency; per: number }>> = {
  CNH: { currency: 'CNY', per: 1 },
  USD: { currency: 'USD', per: 1 },
};

export type DayRates = { currency: Currency; rate: number }[];

export class ExchangeRateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExchangeRateError';
  }
}

const RESULT_MESSAGES: Readonly<Record<number, string>> = {
  2: '환율 API 요청 형식이 올바르지 않습니다.',
  3: '환율 API 인증키가 올바르지 않습니다.',
  4: '환율 API 하루 호출 한도를 넘었습니다.',
};

type Row = { result?: unknown; cur_unit?: unknown; deal_bas_r?: unknown };

function readRate(text: unknown): number | null {
  if (typeof text !== 'string') {
    return null;
  }
  const rate = Number(text.replace(/,/g, '').trim());
  return Number.isFinite(rate) && rate > 0 ? rate : null;
}

export type ExchangeRateProvider = {
  /** The rates published for `day` (YYYYMMDD); an empty list when nothing was published that day. */
  ratesOn(day: string): Promise<DayRates>;
};

export function eximRateProvider(options: { fetcher: Fetcher; baseUrl: string; authkey: string }) {
  return {
    async ratesOn(day: string): Promise<DayRates> {
      const url = new URL(joinUrl(options.baseUrl, EXIM_PATH));
      url.searchParams.set('authkey', options.authkey);
      url.searchParams.set('searchdate', day);
      url.searchParams.set('data', 'AP01');
      const response = await options.fetcher(url.toString(), {
        method: 'GET',
        headers: { accept: 'application/json' },
      });
      if (response.status !== 200) {
        throw new ExchangeRateError(`환율 API가 응답하지 않습니다. (HTTP ${response.status})`);
      }
      let rows: unknown;
      try {
        rows = JSON.parse(await response.text());
      } catch {
        throw new ExchangeRateError('환율 API 응답을 읽지 못했습니다.');
      }
      if (!Array.isArray(rows)) {
        throw new ExchangeRateError('환율 API 응답을 읽지 못했습니다.');
      }
      const failure = (rows as Row[]).find((row) => row.result !== 1);
      if (failure) {
        throw new ExchangeRateError(
          RESULT_MESSAGES[Number(failure.result)] ?? '환율 API가 오류를 알렸습니다.',
        );
      }
      const rates: DayRates = [];
      for (const row of rows as Row[]) {
        const unit = typeof row.cur_unit === 'string' ? UNITS[row.cur_unit] : undefined;
        const rate = readRate(row.deal_bas_r);
        if (unit && rate !== null) {
          rates.push({ currency: unit.currency, rate: rate / unit.per });
        }
      }
      return rates;
    },
  } satisfies ExchangeRateProvider;
}
