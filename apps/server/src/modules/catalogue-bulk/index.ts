// Bulk catalogue actions (slogan, replace, titles, group, reprice, re-translate) as works of the pipeline.
export { catalogueBulkKind, runBulkBatch } from './bulk.kind';
export { catalogueBulkRoutes } from './bulk.routes';
export { bulkWorkReport, startBulkWork, startTextChange } from './bulk.service';
