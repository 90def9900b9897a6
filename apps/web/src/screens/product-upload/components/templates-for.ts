import type { Market } from '@sellerdesk/domain';
import type { TemplateSummaryResponse } from '@sellerdesk/domain/api';

export type SavedTemplate = TemplateSummaryResponse['markets'][number]['templates'][number];

/**
 * The market's saved templates an account may use: its own and those tied to no account, its own first
 * (a template tied to another account names that account's 출고지/반품지, which this one does not have).
 */
export function templatesFor(
  summary: TemplateSummaryResponse | undefined,
  market: Market,
  accountId: string,
): SavedTemplate[] {
  const templates = summary?.markets.find((entry) => entry.market === market)?.templates ?? [];
  return templates
    .filter((template) => template.accountId === null || template.accountId === accountId)
    .sort((a, b) => Number(b.accountId === accountId) - Number(a.accountId === accountId));
}
