// The images of listed products (/app/product/control/image): which listings use an image, and a new
// main or detail image re-pushed to a listing's market.
export { listingImagesRoutes } from './listing-images.routes';
