import type { Market } from '@sellerdesk/domain';
import type { ListingTemplate } from '@sellerdesk/markets';
import type { Database } from '../../infra/db/client';

/**
 * What an upload reads from other features: the seller's saved template of a market by name, and the
 * market category a SmartStore category is mapped to. The templates and categories modules provide them
 * (`loadTemplate`, `mappedCategory`); until they are wired in, the defaults find nothing and the work
 * request's own template and category are used.
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
  template: () => Promise.resolve(null),
  category: () => Promise.resolve(null),
};
