import { createHash } from 'node:crypto';
import { SourceError } from '../failures';
import { headerValue, joinUrl, setCookieLines } from '@sellerdesk/outbound';
import type { Fetcher } from '@sellerdesk/outbound';
import { checkHttpStatus, fetchText } from '../fetch-text';
import { list, record, text } from '../finalize';
import { pageObstacle } from '../obstacles';
import type { TaobaoSite } from './res';

/**
 * The H5 "mtop" gateway Taobao's own pages call. Every request is signed:
 * sign = md5(token & t & appKey & data), where token is the `_m_h5_tk` cookie up to its `_`, t the
 * millisecond timestamp sent as a parameter and data the exact JSON string sent. Without a valid token
 * the gateway answers FAIL_SYS_TOKEN_EMPTY/EXOIRED and sets `_m_h5_tk`/`_m_h5_tk_enc`; one retry signed
 * with the new token then succeeds.
 */

/** The public app key of the H5 client (not a credential of ours). */
export const MTOP_APP_KEY = '12574478';

export function mtopSign(token: string, t: string | number, appKey: string, data: string): string {
  return createHash('md5').update(`${token}&${t}&${appKey}&${data}`, 'utf8').digest('hex');
}

/** Cookies sent to one mtop host: the seller's session plus the token cookies the gateway sets. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(cookieHeader = '') {
    for (const part of cookieHeader.split(';')) {
      const eq = part.indexOf('=');
      if (eq <= 0) {
        continue;
      }
      this.cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Applies Set-Cookie lines; an expiry in the past or Max-Age=0 removes the cookie. */
  applySetCookie(lines: readonly string[]): void {
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) {
        continue;
      }
      const name = pair.slice(0, eq).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', value = ''] = attribute.split('=').map((s) => s.trim());
        if (/^max-age$/i.test(key)) {
          return Number(value) <= 0;
        }
        if (/^expires$/i.test(key)) {
          return Date.parse(value) < Date.now();
        }
        return false;
      });
      if (expired) {
        this.cookies.delete(name);
      } else {
        this.cookies.set(name, pair.slice(eq + 1).trim());
      }
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The token part of `_m_h5_tk` ("<token>_<expiry ms>"), or '' before the handshake. */
  token(): string {
    return (this.get('_m_h5_tk') ?? '').split('_')[0] ?? '';
  }
}

export type MtopEnvelope = { api?: string; v?: string; ret: string[]; data: unknown };

const TOKEN_CODES = /^FAIL_SYS_TOKEN_(?:EMPTY|EXOIRED|EXPIRED|ILLEGAL)/;

/** The failure an mtop `ret` stands for, or null on success. Token errors are handled by the client. */
export function mtopRetFailure(ret: readonly string[], site: TaobaoSite): SourceError | null {
  const first = ret[0] ?? '';
  if (first.startsWith('SUCCESS')) {
    return null;
  }
  const [code = '', message = ''] = first.split('::');
  const detail = first;
  if (TOKEN_CODES.test(code)) {
    return new SourceError('TOKEN_REFRESH_FAILED', site, detail);
  }
  if (/SESSION_EXPIRED|^FAIL_SYS_LOGIN|NEED_LOGIN|ERR_SID_INVALID/.test(code)) {
    return new SourceError('LOGIN_REQUIRED', site, detail);
  }
  if (code === 'FAIL_SYS_USER_VALIDATE') {
    return new SourceError('CAPTCHA', site, detail);
  }
  if (code.startsWith('RGV587') || code === 'FAIL_SYS_ILLEGAL_ACCESS') {
    return new SourceError('BLOCKED', site, detail);
  }
  if (/TRAFFIC_LIMIT|FLOWLIMIT|FLOW_LIMIT|LIMIT_/.test(code)) {
    return new SourceError('RATE_LIMITED', site, detail);
  }
  if (/SERVICE_TIMEOUT|SERVICE_FAULT|SYSTEM_ERROR|HSF|UNKNOWN_ERROR/.test(code)) {
    return new SourceError('UPSTREAM_UNAVAILABLE', site, detail);
  }
  if (/NOT_EXIST|NOT_FOUND|ITEM_OFFLINE|ITEM_DELETE/.test(code) || /不存在|已下架|已删除/.test(message)) {
    return new SourceError('ITEM_NOT_FOUND', site, detail);
  }
  return new SourceError('HTTP_ERROR', site, detail);
}

export type MtopClientOptions = {
  fetcher: Fetcher;
  site: TaobaoSite;
  /** Gateway origin, e.g. the Taobao or Tmall H5 API host; the emulator in tests. */
  baseUrl: string;
  /** The seller's own session cookie string ("cookie2=…; unb=…; _m_h5_tk=…"). */
  cookie: string;
  /** Referer the site's own pages send. */
  referer: string;
  ttid: string;
  appKey?: string;
  now?: () => number;
};

export type MtopCall = { api: string; version: string; data: Record<string, unknown> };

export class MtopClient {
  private readonly jar: CookieJar;
  private readonly appKey: string;
  private readonly now: () => number;

  constructor(private readonly options: MtopClientOptions) {
    this.jar = new CookieJar(options.cookie);
    this.appKey = options.appKey ?? MTOP_APP_KEY;
    this.now = options.now ?? Date.now;
  }

  /** The cookie string including any token the gateway issued (worth keeping for the next call). */
  cookieHeader(): string {
    return this.jar.header();
  }

  /** The answer's `data`; throws SourceError for every non-success `ret`. */
  async call(request: MtopCall): Promise<unknown> {
    const data = JSON.stringify(request.data);
    let envelope = await this.send(request, data);
    if (TOKEN_CODES.test(envelope.ret[0] ?? '')) {
      // The gateway has just set a fresh token cookie; exactly one retry, as its own pages do.
      envelope = await this.send(request, data);
    }
    const failure = mtopRetFailure(envelope.ret, this.options.site);
    if (failure) {
      throw failure;
    }
    return envelope.data;
  }

  private async send(request: MtopCall, data: string): Promise<MtopEnvelope> {
    const { site } = this.options;
    const t = String(this.now());
    const sign = mtopSign(this.jar.token(), t, this.appKey, data);
    const params = new URLSearchParams({
      jsv: '2.7.2',
      appKey: this.appKey,
      t,
      sign,
      api: request.api,
      v: request.version,
      isSec: '0',
      ecode: '0',
      timeout: '10000',
      ttid: this.options.ttid,
      AntiFlood: 'true',
      AntiCreep: 'true',
      type: 'json',
      dataType: 'json',
      valueType: 'string',
      preventFallback: 'true',
      data,
    });
    const url = joinUrl(
      this.options.baseUrl,
      `/h5/${request.api.toLowerCase()}/${request.version}/?${params}`,
    );
    const headers: Record<string, string> = { Accept: 'application/json', Referer: this.options.referer };
    const cookie = this.jar.header();
    if (cookie) {
      headers.Cookie = cookie;
    }
    const response = await fetchText(this.options.fetcher, site, url, { headers });
    this.jar.applySetCookie(setCookieLines(response.headers));
    if (response.status >= 300 && response.status < 400) {
      const location = headerValue(response.headers, 'location') ?? '';
      throw new SourceError(pageObstacle(site, '', location) ?? 'BLOCKED', site, `redirect to ${location}`);
    }
    checkHttpStatus(site, response);
    return parseEnvelope(response.body, response.url, site);
  }
}

/** JSON, or JSONP (`mtopjsonp1({...})`); an HTML page here is a punish/login page. */
export function parseEnvelope(body: string, url: string, site: TaobaoSite): MtopEnvelope {
  const trimmed = body.trim();
  const json = trimmed.startsWith('{') ? trimmed : /^[\w$.]+\(([\s\S]*)\)\s*;?$/.exec(trimmed)?.[1];
  let parsed: unknown;
  try {
    parsed = json === undefined ? undefined : JSON.parse(json);
  } catch {
    parsed = undefined;
  }
  const envelope = record(parsed);
  if (!envelope || !Array.isArray(envelope.ret)) {
    const obstacle = pageObstacle(site, body, url);
    throw new SourceError(obstacle ?? 'INVALID_DATA', site, `not an mtop answer: ${trimmed.slice(0, 120)}`);
  }
  return {
    api: text(envelope.api),
    v: text(envelope.v),
    ret: list(envelope.ret).map(text),
    data: envelope.data,
  };
}
