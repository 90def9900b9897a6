// The browser extension offered for download: the build of this version, zipped on first request.
export { extensionRoutes } from './extension.routes';
