import { json } from './http';
import type { Reply, RequestContext } from './http';
import type { EmulatorState } from './state';

/**
 * The Korea Eximbank "현재환율" open API (`GET …/site/program/financial/exchangeJSON?authkey&searchdate&data`):
 * a JSON array of rows, one per currency, with rates as text carrying thousands commas. It checks what the
 * real one checks: the key (a wrong one answers one row with result 3), the data code (AP01, else result
 * 2), the date format, and the daily quota (result 4). Non-business days and future dates answer `[]`.
 */
export const EXIM_PATH = '/exim/site/program/financial/exchangeJSON';
const DAILY_LIMIT = 1000;

const CURRENCIES = [
  { unit: 'USD', name: '미국 달러', base: 1350 },
  { unit: 'CNH', name: '위안화', base: 187 },
  { unit: 'JPY(100)', name: '일본 옌', base: 905 },
  { unit: 'EUR', name: '유로', base: 1460 },
] as const;

const EMPTY_ROW = {
  cur_unit: null,
  ttb: null,
  tts: null,
  deal_bas_r: null,
  bkpr: null,
  yy_efee_r: null,
  ten_dd_efee_r: null,
  kftc_bkpr: null,
  kftc_deal_bas_r: null,
  cur_nm: null,
};

function withCommas(value: number, decimals: number): string {
  const [whole, fraction] = value.toFixed(decimals).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** A stable rate for a day: the base moved by a small amount derived from the date. */
export function emulatedRate(unit: string, searchdate: string): number {
  const currency = CURRENCIES.find((c) => c.unit === unit);
  if (!currency) {
    throw new Error(`unknown unit ${unit}`);
  }
  const day = Number(searchdate) % 97;
  return Math.round(currency.base * (1 + (day - 48) / 4800) * 100) / 100;
}

function seoulToday(): string {
  const now = new Date(Date.now() + 9 * 3600_000);
  return now.toISOString().slice(0, 10).replace(/-/g, '');
}

function isBusinessDay(searchdate: string): boolean {
  const date = new Date(
    `${searchdate.slice(0, 4)}-${searchdate.slice(4, 6)}-${searchdate.slice(6, 8)}T00:00:00Z`,
  );
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

export function handleExim(context: RequestContext, state: EmulatorState): Reply | null {
  if (context.url.pathname !== EXIM_PATH) {
    return null;
  }
  if (context.method !== 'GET') {
    return json(405, { error: 'Method Not Allowed' });
  }
  const forced = state.take('exim');
  if (forced === 'unavailable') {
    return {
      status: 503,
      headers: { 'content-type': 'text/html' },
      body: '<html>Service Unavailable</html>',
    };
  }
  const query = context.url.searchParams;
  if (query.get('authkey') !== state.credentials.exim.authkey) {
    state.stats.rejected++;
    return json(200, [{ result: 3, ...EMPTY_ROW }]);
  }
  state.eximCalls++;
  if (forced === 'quota' || state.eximCalls > DAILY_LIMIT) {
    state.stats.rejected++;
    return json(200, [{ result: 4, ...EMPTY_ROW }]);
  }
  if (!['AP01', 'AP02', 'AP03'].includes(query.get('data') ?? '')) {
    state.stats.rejected++;
    return json(200, [{ result: 2, ...EMPTY_ROW }]);
  }
  const searchdate = query.get('searchdate') ?? seoulToday();
  if (!/^\d{8}$/.test(searchdate)) {
    state.stats.rejected++;
    return json(200, [{ result: 2, ...EMPTY_ROW }]);
  }
  if (query.get('data') !== 'AP01' || searchdate > seoulToday() || !isBusinessDay(searchdate)) {
    return json(200, []);
  }
  return json(
    200,
    CURRENCIES.map((currency) => {
      const rate = emulatedRate(currency.unit, searchdate);
      return {
        result: 1,
        cur_unit: currency.unit,
        ttb: withCommas(rate * 0.99, 2),
        tts: withCommas(rate * 1.01, 2),
        deal_bas_r: withCommas(rate, 2),
        bkpr: withCommas(Math.floor(rate), 0),
        yy_efee_r: '0',
        ten_dd_efee_r: '0',
        kftc_bkpr: withCommas(Math.floor(rate), 0),
        kftc_deal_bas_r: withCommas(rate, 2),
        cur_nm: currency.name,
      };
    }),
  );
}
