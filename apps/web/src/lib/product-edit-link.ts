import { SOURCE_SITES, type SourceSite } from '@sellerdesk/domain';
import { PATHS } from '../app/paths';

/** Parts of the catalogue's edit panel a link can open (the pre-upload check's fixes). */
export const EDIT_LINK_FIELDS = ['category'] as const;
export type EditLinkField = (typeof EDIT_LINK_FIELDS)[number];

const EDIT = 'edit';
const FIELD = 'field';

/** The catalogue with one product's edit panel open at `field`: `/app/product/edit?edit=site:code&field=…`. */
export function productEditUrl(product: { site: string; code: string }, field: EditLinkField): string {
  const query = new URLSearchParams({ [EDIT]: `${product.site}:${product.code}`, [FIELD]: field });
  return `${PATHS.productEdit}?${query.toString()}`;
}

/** The product and field such a link names, or null (no link, or one naming no product of a known site). */
export function readEditLink(
  params: URLSearchParams,
): { key: { site: SourceSite; code: string }; field: EditLinkField | null } | null {
  const value = params.get(EDIT);
  const at = value?.indexOf(':') ?? -1;
  if (!value || at <= 0) {
    return null;
  }
  const site = value.slice(0, at);
  const code = value.slice(at + 1);
  if (!(SOURCE_SITES as readonly string[]).includes(site) || code === '') {
    return null;
  }
  const field = params.get(FIELD);
  return {
    key: { site: site as SourceSite, code },
    field: (EDIT_LINK_FIELDS as readonly string[]).includes(field ?? '') ? (field as EditLinkField) : null,
  };
}

/** The same parameters without the link's own (once the panel is open, closing it must not reopen it). */
export function withoutEditLink(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(EDIT);
  next.delete(FIELD);
  return next;
}
