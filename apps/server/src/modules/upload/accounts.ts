import { particle, type Market } from '@sellerdesk/domain';
import {
  findMarketDefinition,
  isMarketError,
  ListingTemplate,
  MARKET_NAMES,
  type MarketAdapter,
  type MarketAddress,
  type MarketCourier,
} from '@sellerdesk/markets';
import type { AppDeps } from '../../deps';
import type { UploadTarget } from '../../infra/db/schema/index';
import { AppError } from '../../infra/http/errors';
import { marketAccountAdapter } from '../market-accounts/index';
import { defaultUploadInputs } from './inputs';
import { DatabaseRegistrationLedger } from './ledger';

/**
 * Adapters of sellers' accounts, kept for a minute: an adapter holds the account's token and its
 * category requirements, so a work of 1,000 items asks the market for them once, not 1,000 times. Rate
 * limits are shared anyway (one limiter per account in the process).
 */
const ADAPTER_TTL_MS = 60_000;
type Entry = { at: number; value: Promise<{ adapter: MarketAdapter; label: string; market: Market }> };
const adapters = new Map<string, Entry>();

export function uploadAdapter(
  deps: AppDeps,
  userId: string,
  accountId: string,
  linkedAccountIds: readonly string[] = [],
): Promise<{ adapter: MarketAdapter; label: string; market: Market }> {
  // An adapter linked to other accounts of its upload (G마켓 ↔ 옥션) is another adapter than the lone one.
  const key = [userId, accountId, ...[...linkedAccountIds].sort()].join('|');
  const now = Date.now();
  const cached = adapters.get(key);
  if (cached && now - cached.at < ADAPTER_TTL_MS) {
    return cached.value;
  }
  const value = marketAccountAdapter(deps, userId, accountId, {
    registrations: new DatabaseRegistrationLedger(deps.db),
    linkedAccountIds,
  }).then(({ account, adapter }) => ({ adapter, label: account.label, market: account.market }));
  adapters.set(key, { at: now, value });
  // A failure (account gone, keys unreadable) is not kept: the next item asks again.
  value.catch(() => adapters.delete(key));
  return value;
}

/** Forgets an account's adapters, lone or linked (its keys changed or were removed). */
export function forgetUploadAdapter(userId: string, accountId: string): void {
  for (const key of adapters.keys()) {
    const [owner, ...accounts] = key.split('|');
    if (owner === userId && accounts.includes(accountId)) {
      adapters.delete(key);
    }
  }
}

/** The template of one target: the seller's saved one by name, else the one given with the request. */
export async function templateOf(
  deps: AppDeps,
  userId: string,
  target: UploadTarget,
  adapter: MarketAdapter,
): Promise<ListingTemplate> {
  const inputs = deps.uploadInputs ?? defaultUploadInputs;
  const saved = await inputs.template(deps.db, userId, target.market, target.templateName);
  if (saved) {
    return saved;
  }
  if (!target.template) {
    throw new AppError(
      'UPLOAD_TEMPLATE_INVALID',
      `${MARKET_NAMES[target.market]} 템플릿 '${target.templateName}'${particle(target.templateName, '을/를')} 찾을 수 없습니다. 설정 → 마켓 템플릿에서 만들어주세요.`,
    );
  }
  const parsed = ListingTemplate.safeParse({
    ...target.template,
    marketName: target.market,
    templateName: target.templateName,
  });
  if (!parsed.success) {
    throw new AppError('UPLOAD_TEMPLATE_INVALID');
  }
  return fillFromAccount(parsed.data, adapter);
}

/** The account's addresses and couriers, asked once per adapter (every item of a work shares them). */
const books = new WeakMap<
  MarketAdapter,
  { addresses: Promise<MarketAddress[]>; couriers: Promise<MarketCourier[]> }
>();
function bookOf(adapter: MarketAdapter) {
  let book = books.get(adapter);
  if (!book) {
    const entry = { addresses: adapter.addresses(), couriers: adapter.couriers() };
    // A failed look-up is asked again by the next item.
    entry.addresses.catch(() => books.delete(adapter));
    entry.couriers.catch(() => books.delete(adapter));
    books.set(adapter, entry);
    book = entry;
  }
  return book;
}

/**
 * A template given with the request may leave 출고지, 반품지 and 택배사 blank: they are taken from the
 * account's own address book and couriers at the market (the first of each), as the market lists them.
 */
async function fillFromAccount(template: ListingTemplate, adapter: MarketAdapter): Promise<ListingTemplate> {
  if (template.sendExchange && template.recvExchange && template.courierId) {
    return template;
  }
  try {
    const [addresses, couriers] = await Promise.all([
      template.sendExchange && template.recvExchange ? Promise.resolve([]) : bookOf(adapter).addresses,
      template.courierId ? Promise.resolve([]) : bookOf(adapter).couriers,
    ]);
    return {
      ...template,
      sendExchange: template.sendExchange || (addresses.find((a) => a.kind === 'shipping')?.id ?? ''),
      recvExchange: template.recvExchange || (addresses.find((a) => a.kind === 'return')?.id ?? ''),
      courierId: template.courierId || (couriers[0]?.id ?? ''),
    };
  } catch (error) {
    // The pre-upload check names what is still missing; a market failure here is the push's to report.
    if (isMarketError(error)) {
      return template;
    }
    throw error;
  }
}

/**
 * The other accounts of the upload one listing may serve together with `target`'s (the market's
 * `linksWith`: G마켓 ↔ 옥션 of one ESM master); the market-accounts module checks them again.
 */
export function linkedTargets(target: UploadTarget, targets: readonly UploadTarget[]): UploadTarget[] {
  const linksWith = findMarketDefinition(target.market)?.linksWith ?? [];
  return targets.filter((other) => other.accountId !== target.accountId && linksWith.includes(other.market));
}

/** The market category of a product: SmartStore its own, other markets the mapping or the request's. */
export async function categoryOf(
  deps: AppDeps,
  userId: string,
  target: UploadTarget,
  smartStoreCategoryId: string | null,
): Promise<string | null> {
  if (target.market === 'SmartStore') {
    return smartStoreCategoryId || target.categoryId;
  }
  const inputs = deps.uploadInputs ?? defaultUploadInputs;
  const mapped = smartStoreCategoryId
    ? await inputs.category(deps.db, userId, smartStoreCategoryId, target.market)
    : null;
  return mapped ?? target.categoryId;
}
