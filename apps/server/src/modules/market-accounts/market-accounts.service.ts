import type {
  MarketAccountField,
  MarketAccountsOfMarket,
  MarketAccountView,
  MarketLoginCheck,
  SetMarketAccountBody,
} from '@sellerdesk/domain/api';
import type { Market } from '@sellerdesk/domain';
import {
  isMarketError,
  MARKET_NAMES,
  networkFailure,
  type MarketContext,
  type MarketDefinition,
} from '@sellerdesk/markets';
import type { StoredLoginCheck } from '../../infra/db/schema/index';
import type { RequestContext } from '../../infra/http/access';
import { AppError } from '../../infra/http/errors';
import type { AppDeps } from '../../deps';
import type { SecretBox } from '../../lib/secret-box';
import * as repo from './market-accounts.repository';
import type { MarketAccountRow } from './market-accounts.repository';
import { redactThirdPartyText } from '../../lib/log-safety';

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'markets' | 'log' | 'onMarketLoginPassed'>;

const MASK = '••••••••';

/** A secret as the screen shows it: dots, plus the last 4 characters of long values to tell keys apart. */
export function maskSecret(value: string): string {
  return value.length >= 16 ? `${MASK}${value.slice(-4)}` : MASK;
}

function definitionOf(deps: Deps, market: Market): MarketDefinition {
  const definition = deps.markets.definition(market);
  if (!definition) {
    throw new AppError('MARKET_NOT_SUPPORTED');
  }
  return definition;
}

/** Refuses a closed market (WeMakePrice) with its own notice unless the operator enabled it. */
function assertOpen(deps: Deps, definition: MarketDefinition): void {
  if (!deps.markets.enabled(definition)) {
    throw new AppError('MARKET_CLOSED', definition.closed?.notice);
  }
}

function readSecrets(box: SecretBox, row: MarketAccountRow): Record<string, string> | null {
  try {
    const value: unknown = JSON.parse(box.decrypt(row.encryptedSecrets));
    return value && typeof value === 'object' ? (value as Record<string, string>) : null;
  } catch {
    // A changed CREDENTIALS_KEY or a damaged row: the seller enters the secrets again.
    return null;
  }
}

function fieldsOf(definition: MarketDefinition): MarketAccountField[] {
  return definition.settings.fields.map((field) => ({
    key: field.key,
    label: field.label,
    secret: field.secret,
    required: field.required,
    help: field.help,
    ...(field.placeholder === undefined ? {} : { placeholder: field.placeholder }),
  }));
}

function toCheck(stored: StoredLoginCheck, checkedAt: Date): MarketLoginCheck {
  return { ...stored, checkedAt: checkedAt.toISOString() };
}

function toView(box: SecretBox, definition: MarketDefinition, row: MarketAccountRow): MarketAccountView {
  const secrets = readSecrets(box, row) ?? {};
  const maskedSecrets: Record<string, string> = {};
  for (const field of definition.settings.fields) {
    const value = secrets[field.key];
    if (field.secret && value) {
      maskedSecrets[field.key] = maskSecret(value);
    }
  }
  return {
    id: row.id,
    market: row.market,
    label: row.label,
    settings: row.settings,
    maskedSecrets,
    lastCheck: row.lastCheck && row.lastCheckedAt ? toCheck(row.lastCheck, row.lastCheckedAt) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  const shape = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return shape?.code === '23505' || shape?.cause?.code === '23505';
}

/**
 * Validates the form with the market's own schema. A secret field left blank on an update keeps the
 * stored value, so the seller can rename an account or change its ID without pasting the key again.
 */
function checkedSettings(
  definition: MarketDefinition,
  given: Record<string, string>,
  stored: Record<string, string>,
): { settings: Record<string, string>; secrets: Record<string, string> } {
  const merged: Record<string, string> = {};
  for (const field of definition.settings.fields) {
    const value = given[field.key] ?? '';
    const keep = field.secret && value.trim() === '' && stored[field.key];
    merged[field.key] = keep ? (stored[field.key] as string) : value;
  }
  const parsed = definition.settings.schema.safeParse(merged);
  if (!parsed.success) {
    throw new AppError('MARKET_SETTINGS_INVALID', parsed.error.issues[0]?.message);
  }
  const values = parsed.data as Record<string, unknown>;
  const settings: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  for (const field of definition.settings.fields) {
    const value = values[field.key];
    (field.secret ? secrets : settings)[field.key] = value == null ? '' : String(value);
  }
  return { settings, secrets };
}

export async function setMarketAccount(
  deps: Deps,
  ctx: RequestContext,
  market: Market,
  body: SetMarketAccountBody & { settings: Record<string, string> },
): Promise<MarketAccountView> {
  const definition = definitionOf(deps, market);
  assertOpen(deps, definition);
  const existing = body.id ? await repo.findMarketAccount(deps.db, ctx.userId, market, body.id) : null;
  if (body.id && !existing) {
    throw new AppError('MARKET_ACCOUNT_NOT_FOUND');
  }
  const storedSecrets = existing ? (readSecrets(deps.secrets, existing) ?? {}) : {};
  const { settings, secrets } = checkedSettings(definition, body.settings, storedSecrets);
  const encryptedSecrets = deps.secrets.encrypt(JSON.stringify(secrets));
  try {
    if (!existing) {
      const row = await repo.insertMarketAccount(deps.db, {
        userId: ctx.userId,
        market,
        label: body.label,
        settings,
        encryptedSecrets,
      });
      if (!row) {
        throw new AppError('MARKET_ACCOUNT_LABEL_TAKEN');
      }
      return toView(deps.secrets, definition, row);
    }
    const unchanged =
      JSON.stringify(settings) === JSON.stringify(existing.settings) &&
      JSON.stringify(secrets) === JSON.stringify(storedSecrets);
    const row = await repo.updateMarketAccount(
      deps.db,
      { userId: ctx.userId, market, id: existing.id },
      { label: body.label, settings, encryptedSecrets, keepCheck: unchanged },
    );
    if (!row) {
      throw new AppError('MARKET_ACCOUNT_NOT_FOUND');
    }
    return toView(deps.secrets, definition, row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('MARKET_ACCOUNT_LABEL_TAKEN');
    }
    throw error;
  }
}

function ofMarket(
  deps: Deps,
  definition: MarketDefinition,
  rows: MarketAccountRow[],
): MarketAccountsOfMarket {
  return {
    market: definition.code,
    name: definition.name,
    enabled: deps.markets.enabled(definition),
    closedNotice: definition.closed?.notice ?? null,
    fields: fieldsOf(definition),
    accounts: rows.map((row) => toView(deps.secrets, definition, row)),
  };
}

export async function getMarketAccounts(
  deps: Deps,
  ctx: RequestContext,
  market: Market,
): Promise<MarketAccountsOfMarket> {
  const definition = definitionOf(deps, market);
  return ofMarket(deps, definition, await repo.listMarketAccounts(deps.db, ctx.userId, market));
}

export async function getAllMarketAccounts(
  deps: Deps,
  ctx: RequestContext,
): Promise<{ markets: MarketAccountsOfMarket[] }> {
  const rows = await repo.listMarketAccounts(deps.db, ctx.userId);
  return {
    markets: deps.markets.definitions().map((definition) =>
      ofMarket(
        deps,
        definition,
        rows.filter((row) => row.market === definition.code),
      ),
    ),
  };
}

export async function removeMarketAccount(
  deps: Deps,
  ctx: RequestContext,
  market: Market,
  id: string,
): Promise<{ removed: true; id: string }> {
  if (!(await repo.deleteMarketAccount(deps.db, ctx.userId, market, id))) {
    throw new AppError('MARKET_ACCOUNT_NOT_FOUND');
  }
  return { removed: true, id };
}

/** The IP sentence when no EGRESS_IP is configured: how the seller learns the address to register. */
const EGRESS_IP_UNKNOWN =
  ' 서버의 외부 IP가 설정되어 있지 않아 여기에 표시할 수 없습니다. 운영자에게 셀러데스크 서버(또는 고정 IP 프록시)의 공인 IP를 문의해 등록해주세요.';

/** What the check says when it fails: the adapter's exact Korean reason (with the IP to register). */
function failedCheck(deps: Deps, market: Market, error: unknown): StoredLoginCheck {
  const failure = networkFailure(market, error);
  if (!isMarketError(error)) {
    deps.log.warn(
      { market, code: failure.code, detail: redactThirdPartyText(failure.detail) },
      'market connection check failed',
    );
  }
  const message =
    failure.code === 'IP_NOT_ALLOWED' && !deps.markets.egressIp
      ? failure.message + EGRESS_IP_UNKNOWN
      : failure.message;
  return { connected: false, code: failure.code, message, accountLabel: null };
}

/** "연결 확인": an authenticated call that changes nothing, its outcome stored on the account. */
export async function checkMarketLogin(
  deps: Deps,
  ctx: RequestContext,
  market: Market,
  id: string,
): Promise<MarketLoginCheck> {
  const definition = definitionOf(deps, market);
  assertOpen(deps, definition);
  const row = await repo.findMarketAccount(deps.db, ctx.userId, market, id);
  if (!row) {
    throw new AppError('MARKET_ACCOUNT_NOT_FOUND');
  }
  const check = await runCheck(deps, definition, row);
  const checkedAt = new Date();
  await repo.saveLoginCheck(deps.db, { userId: ctx.userId, id: row.id }, check, checkedAt);
  if (check.connected) {
    deps.onMarketLoginPassed?.(ctx.userId, market);
  }
  return toCheck(check, checkedAt);
}

async function runCheck(
  deps: Deps,
  definition: MarketDefinition,
  row: MarketAccountRow,
): Promise<StoredLoginCheck> {
  const secrets = readSecrets(deps.secrets, row);
  const parsed = secrets && definition.settings.schema.safeParse({ ...row.settings, ...secrets });
  if (!parsed?.success) {
    return {
      connected: false,
      code: 'CONFIG',
      message: `${MARKET_NAMES[definition.code]} 계정의 저장된 키를 읽을 수 없습니다. 마켓 계정을 수정해 키를 다시 입력해주세요.`,
      accountLabel: null,
    };
  }
  try {
    const result = await deps.markets.adapterFor(definition, parsed.data).checkLogin();
    const store = result.accountLabel ? ` (${result.accountLabel})` : '';
    return {
      connected: true,
      code: null,
      message: `${MARKET_NAMES[definition.code]}에 연결되었습니다${store}.`,
      accountLabel: result.accountLabel,
    };
  } catch (error) {
    return failedCheck(deps, definition.code, error);
  }
}

/** An account's full settings (decrypted secrets included) as its market's schema reads them. */
function accountSettings(deps: Deps, definition: MarketDefinition, row: MarketAccountRow): unknown {
  const secrets = readSecrets(deps.secrets, row);
  const parsed = secrets && definition.settings.schema.safeParse({ ...row.settings, ...secrets });
  if (!parsed?.success) {
    throw new AppError('MARKET_SETTINGS_INVALID');
  }
  return parsed.data;
}

/** What the upload pipeline adds to an account's adapter. */
export type UploadAdapterExtra = Pick<MarketContext, 'registrations'> & {
  /**
   * The seller's other accounts chosen in the same upload; those of a market the account's market
   * `linksWith` (G마켓 ↔ 옥션) reach the adapter as `linkedAccounts`, the rest are ignored.
   */
  linkedAccountIds?: readonly string[];
};

/**
 * The adapter of one of the seller's accounts, for the upload pipeline: decrypted credentials through
 * the market access. Throws when the account is gone, its market closed, or its keys unreadable.
 */
export async function marketAccountAdapter(
  deps: Deps,
  userId: string,
  accountId: string,
  extra: UploadAdapterExtra = {},
) {
  const row = await repo.findMarketAccountById(deps.db, userId, accountId);
  if (!row) {
    throw new AppError('MARKET_ACCOUNT_NOT_FOUND');
  }
  const definition = definitionOf(deps, row.market);
  assertOpen(deps, definition);
  const settings = accountSettings(deps, definition, row);
  const { linkedAccountIds = [], ...context } = extra;
  const linkedAccounts: { market: Market; settings: unknown }[] = [];
  for (const linkedId of linkedAccountIds) {
    // Scoped by the user like every look-up: another seller's account id finds nothing.
    const linked = linkedId === row.id ? null : await repo.findMarketAccountById(deps.db, userId, linkedId);
    if (linked && definition.linksWith?.includes(linked.market)) {
      const linkedDefinition = definitionOf(deps, linked.market);
      linkedAccounts.push({
        market: linked.market,
        settings: accountSettings(deps, linkedDefinition, linked),
      });
    }
  }
  return {
    account: row,
    adapter: deps.markets.adapterFor(definition, settings, { ...context, linkedAccounts }),
  };
}

/**
 * The adapter of the seller's account `accountId`, which must be an account of `market` (the template
 * form's look-ups name both; a mismatch is "not found", like another seller's account).
 */
export async function marketAccountAdapterOf(deps: Deps, userId: string, market: Market, accountId: string) {
  const row = await repo.findMarketAccount(deps.db, userId, market, accountId);
  if (!row) {
    throw new AppError('MARKET_ACCOUNT_NOT_FOUND');
  }
  return marketAccountAdapter(deps, userId, row.id);
}

/**
 * An adapter for one of the seller's accounts of `market`, for calls that are the same for every account
 * (the category tree): the last account that passed "연결 확인", else the oldest. Null when the seller has
 * no account there.
 */
export async function anyMarketAccountAdapter(deps: Deps, userId: string, market: Market) {
  const rows = await repo.listMarketAccounts(deps.db, userId, market);
  const best = rows.find((row) => row.lastCheck?.connected) ?? rows[0];
  return best ? marketAccountAdapter(deps, userId, best.id) : null;
}

/** The seller's accounts (all markets, or one), for modules that show which account something uses. */
export async function marketAccountRows(deps: Pick<Deps, 'db'>, userId: string, market?: Market) {
  return repo.listMarketAccounts(deps.db, userId, market);
}
