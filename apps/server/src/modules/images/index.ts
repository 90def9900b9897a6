// Serving stored images; the store itself is infrastructure (infra/images).
export { imagesRoutes } from './images.routes';
