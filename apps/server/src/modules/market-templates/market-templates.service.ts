import {
  defaultAfterServiceInfo,
  ListingTemplateModel,
  MARKETS,
  STORED_HTML_FIELDS,
  type Market,
} from '@sellerdesk/domain';
import type {
  MarketTemplateBody as MarketTemplateBodySchema,
  MarketTemplateView,
  TemplateSummaryResponse,
} from '@sellerdesk/domain/api';
import { MARKET_NAMES, type ListingTemplate } from '@sellerdesk/markets';
import type * as z from 'zod';
import type { AppDeps } from '../../deps';
import type { Database } from '../../infra/db/client';
import type { RequestContext } from '../../infra/http/access';
import { AppError } from '../../infra/http/errors';
import { cleanDetailHtmlOffLoop } from '../products/index';
import { findUserById } from '../auth/index';
import { marketAccountRows } from '../market-accounts/index';
import { marketAddresses, marketCouriers } from './market-lookups';
import * as repo from './market-templates.repository';
import type { MarketTemplateRow } from './market-templates.repository';

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'markets' | 'log' | 'config'>;
type TemplateBody = z.output<typeof MarketTemplateBodySchema>;

/** A stored row as the listing template the upload uses; a row that no longer parses counts as absent. */
function toListingTemplate(row: MarketTemplateRow): ListingTemplate | null {
  const parsed = ListingTemplateModel.safeParse({
    ...row.settings,
    marketName: row.market,
    templateName: row.name,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The seller's template of that market and name, as the upload helper uses it; null when there is none.
 * Its account is `loadTemplateAccountId` (the upload picks accounts itself).
 */
export async function loadTemplate(
  db: Database,
  userId: string,
  market: Market,
  templateName: string,
): Promise<ListingTemplate | null> {
  const row = await repo.findTemplate(db, userId, market, templateName.trim());
  return row ? toListingTemplate(row) : null;
}

/** The market account a template was made for (its address and courier ids are that account's). */
export async function loadTemplateAccountId(
  db: Database,
  userId: string,
  market: Market,
  templateName: string,
): Promise<string | null> {
  const row = await repo.findTemplate(db, userId, market, templateName.trim());
  return row?.accountId ?? null;
}

function assertOpen(deps: Deps, market: Market): void {
  const definition = deps.markets.definition(market);
  if (!definition) {
    throw new AppError('MARKET_NOT_SUPPORTED');
  }
  if (!deps.markets.enabled(definition)) {
    throw new AppError('MARKET_CLOSED', definition.closed?.notice);
  }
}

/**
 * The chosen 출고지, 반품지 and courier must be in the account's own lists at the market: an id typed by
 * hand or from another account would only fail at upload, product by product.
 */
async function checkMarketIds(deps: Deps, userId: string, market: Market, body: TemplateBody): Promise<void> {
  const addresses = await marketAddresses(deps, userId, market, body.accountId);
  if (!addresses.shipping.some((address) => address.id === body.sendExchange)) {
    throw new AppError(
      'TEMPLATE_INVALID',
      '선택한 출고지가 마켓 주소록에 없습니다. 출고지를 다시 선택해주세요.',
    );
  }
  if (!addresses.return.some((address) => address.id === body.recvExchange)) {
    throw new AppError(
      'TEMPLATE_INVALID',
      '선택한 반품지가 마켓 주소록에 없습니다. 반품지를 다시 선택해주세요.',
    );
  }
  if (body.courierId) {
    const { couriers } = await marketCouriers(deps, userId, market, body.accountId);
    if (!couriers.some((courier) => courier.id === body.courierId)) {
      throw new AppError(
        'TEMPLATE_INVALID',
        '선택한 택배사를 이 마켓에서 쓸 수 없습니다. 택배사를 다시 선택해주세요.',
      );
    }
  }
}

async function accountLabels(deps: Pick<Deps, 'db'>, userId: string): Promise<Map<string, string>> {
  const rows = await marketAccountRows(deps, userId);
  return new Map(rows.map((row) => [row.id, row.label]));
}

function toView(
  row: MarketTemplateRow,
  template: ListingTemplate,
  labels: Map<string, string>,
): MarketTemplateView {
  return {
    ...template,
    accountId: row.accountId,
    accountLabel: row.accountId ? (labels.get(row.accountId) ?? null) : null,
    saved: true,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function setTemplate(
  deps: Deps,
  ctx: RequestContext,
  market: Market,
  templateName: string,
  body: TemplateBody,
): Promise<MarketTemplateView> {
  assertOpen(deps, market);
  const labels = await accountLabels(deps, ctx.userId);
  const accounts = await marketAccountRows(deps, ctx.userId, market);
  if (!accounts.some((account) => account.id === body.accountId)) {
    throw new AppError('MARKET_ACCOUNT_NOT_FOUND', `${MARKET_NAMES[market]} 마켓 계정을 찾을 수 없습니다.`);
  }
  const { accountId, ...rest } = body;
  const template = ListingTemplateModel.parse({
    ...rest,
    // Top and bottom HTML leave for the market: the one detail-page policy, like the editor's saves, held
    // to the template's limit after cleaning (a 400 here, not a failed parse below).
    topHtml: await cleanDetailHtmlOffLoop(rest.topHtml, deps.config.publicUrl, STORED_HTML_FIELDS.top),
    bottomHtml: await cleanDetailHtmlOffLoop(
      rest.bottomHtml,
      deps.config.publicUrl,
      STORED_HTML_FIELDS.bottom,
    ),
    marketName: market,
    templateName,
  });
  await checkMarketIds(deps, ctx.userId, market, body);
  const { marketName: _market, templateName: _name, ...settings } = template;
  const row = await repo.saveTemplate(deps.db, {
    userId: ctx.userId,
    market,
    name: templateName,
    accountId,
    settings,
  });
  return toView(row, template, labels);
}

/** One template, or (no name) the defaults of a new one: A/S phone is the seller's own number (§9). */
export async function getTemplate(
  deps: Deps,
  ctx: RequestContext,
  market: Market,
  templateName: string | undefined,
): Promise<MarketTemplateView> {
  if (templateName === undefined) {
    const user = await findUserById(deps.db, ctx.userId);
    const template = ListingTemplateModel.parse({
      marketName: market,
      templateName: '새 템플릿',
      afterService: defaultAfterServiceInfo(user?.phone ?? ''),
    });
    return { ...template, accountId: null, accountLabel: null, saved: false, updatedAt: null };
  }
  const row = await repo.findTemplate(deps.db, ctx.userId, market, templateName);
  const template = row && toListingTemplate(row);
  if (!row || !template) {
    throw new AppError('TEMPLATE_NOT_FOUND');
  }
  return toView(row, template, await accountLabels(deps, ctx.userId));
}

export async function templateSummary(deps: Deps, ctx: RequestContext): Promise<TemplateSummaryResponse> {
  const [rows, labels] = await Promise.all([
    repo.listTemplates(deps.db, ctx.userId),
    accountLabels(deps, ctx.userId),
  ]);
  return {
    markets: deps.markets
      .definitions()
      .filter((definition) => (MARKETS as readonly string[]).includes(definition.code))
      .map((definition) => ({
        market: definition.code,
        name: definition.name,
        enabled: deps.markets.enabled(definition),
        closedNotice: definition.closed?.notice ?? null,
        templates: rows
          .filter((row) => row.market === definition.code)
          .map((row) => ({
            templateName: row.name,
            accountId: row.accountId,
            accountLabel: row.accountId ? (labels.get(row.accountId) ?? null) : null,
            updatedAt: row.updatedAt.toISOString(),
          })),
      })),
  };
}

export async function removeTemplate(deps: Deps, ctx: RequestContext, market: Market, templateName: string) {
  if (!(await repo.deleteTemplate(deps.db, ctx.userId, market, templateName))) {
    throw new AppError('TEMPLATE_NOT_FOUND');
  }
  return { removed: true as const, market, templateName };
}
