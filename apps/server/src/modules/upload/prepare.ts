import {
  IMAGE_STORE_PATH,
  repriceProduct,
  type PriceRangeModel,
  type ProductDetail,
} from '@sellerdesk/domain';
import {
  buildListingDraft,
  isMarketError,
  validateListing,
  type CategoryRequirements,
  type ListingDraft,
  type ListingProblem,
  type ListingTemplate,
  type MarketAdapter,
} from '@sellerdesk/markets';
import type { DetailPageConfigResponse } from '@sellerdesk/domain/api';
import type { Config } from '../../config';
import { unreachablePublicHost } from '../../infra/images/public-address';

/** What every product of one target shares: the seller's prices, detail-page frame and the template. */
export type ListingContext = {
  priceModel: PriceRangeModel;
  detailPage: DetailPageConfigResponse;
  template: ListingTemplate;
  publicBaseUrl: string;
};

/**
 * The template's own top/bottom HTML, else the seller's detail-page frame (설정 → 상세페이지) when it is
 * switched on: added around the product's page here, at upload, never saved into the product.
 */
function framedTemplate(context: ListingContext): ListingTemplate {
  const { template, detailPage } = context;
  return {
    ...template,
    topHtml: template.topHtml.trim() || (detailPage.usableTop ? detailPage.top : ''),
    bottomHtml: template.bottomHtml.trim() || (detailPage.usableBottom ? detailPage.bottom : ''),
  };
}

/**
 * The product as it goes to the market: priced with the seller's settings (own prices kept), framed.
 * `forCheck` leaves the detail page unsanitized: the check only asks whether it has content, and the
 * sanitizer is most of the cost of checking 10,000 products (the worker checks the sanitized page again
 * right before it pushes).
 */
export function draftOf(
  product: ProductDetail,
  context: ListingContext,
  market: ListingDraft['market'],
  categoryId: string | null,
  options: { forCheck?: boolean } = {},
): ListingDraft {
  const priced = repriceProduct(product, context.priceModel, { keepOverrides: true }).product;
  const template = framedTemplate(context);
  const draftOptions = { market, categoryId, publicBaseUrl: context.publicBaseUrl };
  if (!options.forCheck) {
    return buildListingDraft(priced, template, draftOptions);
  }
  const draft = buildListingDraft(
    { ...priced, detailPageHtml: '' },
    { ...template, topHtml: '', bottomHtml: '' },
    draftOptions,
  );
  return { ...draft, detailHtml: `${template.topHtml}${priced.detailPageHtml}${template.bottomHtml}` };
}

/** Category requirements per category of one adapter, asked once per check or work. */
export class RequirementsCache {
  private readonly byCategory = new Map<string, Promise<CategoryRequirements | null>>();

  constructor(private readonly adapter: MarketAdapter) {}

  get(categoryId: string | null): Promise<CategoryRequirements | null> {
    if (!categoryId) {
      return Promise.resolve(null);
    }
    let found = this.byCategory.get(categoryId);
    if (!found) {
      found = this.adapter.categoryRequirements(categoryId).catch((error: unknown) => {
        // An unknown category is the check's CATEGORY_UNKNOWN problem; any other failure is the market's.
        if (isMarketError(error) && error.code === 'NOT_FOUND') {
          return null;
        }
        this.byCategory.delete(categoryId);
        throw error;
      });
      this.byCategory.set(categoryId, found);
    }
    return found;
  }
}

/** The pre-upload check of one draft; `registrationsToday` only for a listing not yet made. */
export async function checkDraft(
  draft: ListingDraft,
  adapter: MarketAdapter,
  requirements: RequirementsCache,
  registrationsToday?: number,
): Promise<ListingProblem[]> {
  return validateListing({
    draft,
    limits: adapter.limits,
    requirements: await requirements.get(draft.categoryId),
    registrationsToday,
  });
}

/** True when the draft shows images of this server's image store (main, option or detail images). */
export function usesOwnImages(draft: ListingDraft, publicBaseUrl: string): boolean {
  const prefix = `${publicBaseUrl}${IMAGE_STORE_PATH}`;
  return (
    draft.images.some((url) => url.startsWith(prefix)) ||
    draft.combinations.some((combination) => combination.image?.startsWith(prefix)) ||
    draft.detailHtml.includes(prefix) ||
    // The check's drafts carry the page as saved, where stored images keep their path.
    draft.detailHtml.includes(`"${IMAGE_STORE_PATH}`)
  );
}

/**
 * The problem of an upload whose images markets cannot load: PUBLIC_URL (where stored images are
 * published) is a loopback, private or local address. Null when markets can load them.
 */
export function unreachableImagesProblem(
  config: Pick<Config, 'publicUrl' | 'MARKET_EMULATOR_URL'>,
): { message: string; fix: string } | null {
  if (!unreachablePublicHost(config)) {
    return null;
  }
  return {
    message: `상품 이미지 주소(PUBLIC_URL ${config.publicUrl})가 이 컴퓨터나 내부망에서만 열리는 주소라서 마켓과 구매자가 대표·상세 이미지를 불러올 수 없습니다.`,
    fix: 'PUBLIC_URL을 인터넷에서 열리는 공개 주소(예: https://shop.example.com)로 설정하고 서버를 다시 시작한 뒤 검사해주세요. 방법은 README의 "이미지를 공개 주소로 제공하기"에 있습니다.',
  };
}
