/**
 * The zod-free part of the domain that clients (the web app's first screens, the extension, the API
 * client) load at run time: the error catalogue, business constants, roles and the endpoint table.
 * Request and response types come from the zod schemas as types only. A test keeps zod out of here.
 */
export * from './constants';
export * from './errors';
export * from './roles';
export * from './api/endpoint';
export * from './api/endpoints';
export * from './text';
