// Product control: the seller's listings on the markets (from the listings rows, reconciled with each
// market by the `listing-refresh` kind) and the changes made to them there (the `listing-change` kind,
// through the one primitive `applyListingChange`, which the source sync also uses).
export {
  applyListingChange,
  listingChangeFailure,
  ListingChangeRefused,
  type AppliedListingChange,
  type ListingChange,
} from './listing-changes';
export { refreshListing, type RefreshOutcome } from './listing-refresh';
export { listingChangeKind, listingRefreshKind, runListingItem } from './listing-works.kind';
export { productControlRoutes } from './product-control.routes';
