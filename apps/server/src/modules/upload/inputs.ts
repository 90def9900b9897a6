import type { Market } from '@sellerdesk/domain';
import type { ListingTemplate } from '@sellerdesk/markets';
import type { Database } from '../../infra/db/client';
import { mappedCategory } from '../categories/index';
import { loadTemplate } from '../market-templates/index';

/**
 * What an upload reads from other features: the seller's saved template of a market by name, and the
 * market category a SmartStore category is mapped to. The templates and categories modules provide them
 * (`loadTemplate`, `mappedCategory`); a template the seller has not saved falls back to the one sent with
 * the work request, and an unmapped category to the request's own. Tests may pass their own inputs.
 */
export type UploadInputs = {
  template(
    db: Database,
    userId: string,
    market: Market,
    templateName: string,
  ): Promise<ListingTemplate | null>;
  category(
    db: Database,
    userId: string,
    smartStoreCategoryId: string,
    market: Market,
  ): Promise<string | null>;
};

export const defaultUploadInputs: UploadInputs = {
  template: loadTemplate,
  category: mappedCategory,
};
