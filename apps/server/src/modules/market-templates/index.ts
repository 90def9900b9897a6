// Market templates: the seller's named upload defaults per market (brand, origin, 출고지/반품지 from the
// account's address book, A/S, delivery fees, courier, top/bottom HTML, notices) and the look-ups behind
// their form. The upload pipeline reads a template with `loadTemplate`.
export { loadTemplate, loadTemplateAccountId } from './market-templates.service';
export { marketLookupError } from './market-lookups';
export { marketTemplatesRoutes } from './market-templates.routes';
