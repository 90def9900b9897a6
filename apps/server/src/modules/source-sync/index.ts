// Source price and stock sync: re-reads listed products at their source on the seller's schedule or on
// demand, saves what changed (repriced, sold-out combinations) and pushes it to every listing.
export { processSourceSyncItem, sourceSyncKind } from './source-sync.kind';
export { sourceSyncRoutes } from './source-sync.routes';
export { runDueSyncs, scheduleSlot, startSourceSyncSchedule } from './source-sync.service';
