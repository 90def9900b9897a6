// A product's detail page made the seller's own (images stored, text translated, one HTML policy), at
// collection and again on request ("상세페이지 다시 처리", a kind of batch work).
export { detailPageKind, runDetailPageItem } from './detail-page.kind';
export { processDetailPage, type DetailPageOutcome } from './process-detail';
export { detailContentRoutes } from './reprocess.routes';
