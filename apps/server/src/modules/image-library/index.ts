// The seller's uploaded images: upload by their bytes, list, reset by type, usage over time.
export { imageLibraryRoutes } from './image-library.routes';
export { ownedImageUrls } from './library.repository';
