import { MarketError } from './errors';
import type { MarketLimits } from './limits';
import type { ListingDraft } from './listing';
import type { CategoryRequirements } from './port';
import { validateListing } from './validate';

/**
 * Adapters run the pre-upload check once more before they send anything: a listing the market would
 * refuse fails here with Sellerdesk's own Korean reasons, without spending the market's rate limit.
 */
export function assertListable(
  draft: ListingDraft,
  limits: MarketLimits,
  requirements: CategoryRequirements | null,
): void {
  const errors = validateListing({ draft, limits, requirements }).filter(
    (problem) => problem.severity === 'error',
  );
  if (errors.length > 0) {
    throw new MarketError({
      market: draft.market,
      code: 'INVALID_REQUEST',
      message: errors.map((problem) => `${problem.message} ${problem.fix}`).join(' / '),
      detail: `pre-upload check: ${errors.map((problem) => problem.code).join(', ')}`,
    });
  }
}
