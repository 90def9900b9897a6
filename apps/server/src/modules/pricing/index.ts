// The seller's price settings, today's exchange rates and repricing of the catalogue.
export { loadPriceSettings, setPriceSettings } from './pricing.service';
export { pricingRoutes } from './pricing.routes';
