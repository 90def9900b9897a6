import { createHash } from 'node:crypto';
import { buildGetdescData, buildTaobaoRes, mtopEnvelope } from '../fixtures/taobao';
import { obstacleOfId } from '../fixtures/obstacles';
import type { FixtureItem } from '../fixtures/model';
import { bodyFields, cookies, json } from './http';
import type { Reply, RequestContext } from './http';
import type { EmulatorState, Outcome } from './state';

/**
 * The H5 mtop gateway, checking what the real one checks: parameters, app key, the token handshake
 * (`_m_h5_tk` issued by FAIL_SYS_TOKEN_EMPTY / FAIL_SYS_TOKEN_EXOIRED), the MD5 sign over
 * token&t&appKey&data, and a logged-in session (anonymous detail calls get RGV587_ERROR).
 */

const APP_KEY = '12574478';
const APIS: Record<string, string> = {
  'mtop.taobao.pcdetail.data.get': '1.0',
  'mtop.taobao.detail.getdesc': '7.0',
};

const RET = {
  paramInvalid: 'FAIL_SYS_PARAMINVALID_ERROR::参数错误',
  appKey: 'FAIL_SYS_APPKEY_NOT_EXIST::AppKey不存在',
  apiNotFound: 'FAIL_SYS_API_NOT_FOUNDED::API不存在',
  tokenEmpty: 'FAIL_SYS_TOKEN_EMPTY::令牌为空',
  tokenExpired: 'FAIL_SYS_TOKEN_EXOIRED::令牌过期',
  illegal: 'FAIL_SYS_ILLEGAL_ACCESS::非法请求',
  rgv587: 'RGV587_ERROR::SM::哎哟喂,被挤爆啦,请稍后重试',
  session: 'FAIL_SYS_SESSION_EXPIRED::Session过期',
  validate: 'FAIL_SYS_USER_VALIDATE::哎哟喂,被挤爆啦,请稍后重试',
  notExist: 'FAIL_BIZ_ITEM_NOT_EXIST::宝贝不存在',
  flowLimit: 'FAIL_SYS_FLOWLIMIT::哎哟喂,被挤爆啦,请稍后重试',
  timeout: 'FAIL_SYS_SERVICE_TIMEOUT::服务超时',
} as const;

function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

export function handleMtop(context: RequestContext, state: EmulatorState, prefix: string): Reply {
  const match = new RegExp(`^${prefix}/h5/([^/]+)/([^/]+)/?$`).exec(context.url.pathname);
  const query = context.url.searchParams;
  const form = context.method === 'POST' ? bodyFields(context).fields : new Map<string, unknown[]>();
  const param = (name: string) =>
    query.get(name) ?? (typeof form.get(name)?.[0] === 'string' ? (form.get(name)![0] as string) : null);
  const api = param('api') ?? '';
  const version = param('v') ?? '';
  const answer = (
    ret: string,
    data: unknown = {},
    headers: Record<string, string | string[]> = {},
  ): Reply => {
    if (!ret.startsWith('SUCCESS')) {
      state.stats.rejected++;
    }
    const body = mtopEnvelope(api, version, data, ret);
    const callback = param('callback');
    if (param('type') === 'jsonp' && callback && /^[\w$]+$/.test(callback)) {
      return {
        status: 200,
        headers: { 'content-type': 'application/javascript', ...headers },
        body: `${callback}(${JSON.stringify(body)})`,
      };
    }
    return json(200, body, headers);
  };

  const t = param('t');
  const sign = param('sign');
  const appKey = param('appKey');
  const data = param('data');
  if (!match || !appKey || !t || !sign || !api || !version || data === null || !/^\d{10,13}$/.test(t)) {
    return answer(RET.paramInvalid);
  }
  if (appKey !== APP_KEY) {
    return answer(RET.appKey);
  }
  const [, pathApi, pathVersion] = match;
  if (pathApi !== api.toLowerCase() || pathVersion !== version || APIS[api] !== version) {
    return answer(RET.apiNotFound);
  }

  const jar = cookies(context);
  const tokenCookie = jar.get('_m_h5_tk') ?? '';
  const token = tokenCookie.split('_')[0] ?? '';
  const issue = (): Record<string, string[]> => {
    const fresh = state.issueToken();
    const maxAge = Math.floor(state.tokenTtlMs / 1000);
    return {
      'set-cookie': [
        `_m_h5_tk=${fresh.token}_${fresh.expires}; Path=/; Max-Age=${maxAge}; SameSite=None`,
        `_m_h5_tk_enc=${fresh.enc}; Path=/; Max-Age=${maxAge}; SameSite=None`,
      ],
    };
  };
  if (!token) {
    return answer(RET.tokenEmpty, {}, issue());
  }
  const expires = state.tokens.get(token);
  const forcedExpiry = state.peek('mtop') === 'token-expired';
  if (!expires || expires < Date.now() || forcedExpiry) {
    if (forcedExpiry) {
      state.take('mtop');
      state.tokens.delete(token);
    }
    return answer(RET.tokenExpired, {}, issue());
  }
  if (md5(`${token}&${t}&${appKey}&${data}`) !== sign) {
    return answer(RET.illegal);
  }

  const session = jar.get('cookie2');
  if (!session || !jar.get('unb')) {
    return answer(RET.rgv587);
  }
  if (state.expiredSessions.has(session)) {
    return answer(RET.session);
  }

  let request: Record<string, unknown>;
  try {
    request = JSON.parse(data) as Record<string, unknown>;
  } catch {
    return answer(RET.paramInvalid);
  }
  const id = typeof request.id === 'string' || typeof request.id === 'number' ? String(request.id) : '';
  if (!id) {
    return answer(RET.paramInvalid);
  }
  if (api === 'mtop.taobao.pcdetail.data.get' && typeof request.exParams !== 'string') {
    return answer(RET.paramInvalid);
  }

  const outcome = state.take('mtop') ?? obstacleOfId('taobao', id);
  if (outcome) {
    return obstacleAnswer(outcome, answer, context);
  }
  const item: FixtureItem | undefined =
    state.catalogue.find('taobao', id) ?? state.catalogue.find('tmall', id);
  if (!item) {
    return answer(RET.notExist);
  }
  const imageBase = `${context.origin}/img`;
  if (api === 'mtop.taobao.pcdetail.data.get') {
    return answer('SUCCESS::调用成功', buildTaobaoRes(item, { imageBase, decorate: true }));
  }
  return answer('SUCCESS::调用成功', buildGetdescData(item, { imageBase }));
}

function obstacleAnswer(
  outcome: Outcome,
  answer: (ret: string, data?: unknown) => Reply,
  context: RequestContext,
): Reply {
  switch (outcome) {
    case 'captcha':
      return answer(RET.validate, {
        url: `${context.origin}/taobao/_____tmd_____/punish?x5secdata=emu${Date.now()}&x5step=1`,
      });
    case 'login':
      return answer(RET.session);
    case 'removed':
      return answer(RET.notExist);
    case 'illegal':
    case 'blocked':
      return answer(RET.illegal);
    case 'rate-limited':
    case 'quota':
      return answer(RET.flowLimit);
    case 'unavailable':
      return answer(RET.timeout);
    default:
      return answer(RET.rgv587);
  }
}
