// The source sync's panel (start, history, report drawer) for any screen: the settings section and the
// listings control screen mount `SourceSyncPanel`.
export { SourceSyncPanel } from './source-sync-panel';
export { SourceSyncReport, SourceSyncReportDrawer } from './source-sync-report';
