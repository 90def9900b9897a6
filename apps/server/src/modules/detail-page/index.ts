// The seller's detail-page template: HTML above and below every detail page, added at upload time.
export { getDetailPageConfig } from './detail-page.service';
export { detailPageRoutes } from './detail-page.routes';
