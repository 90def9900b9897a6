/**
 * HTTP contracts shared by the server (validation, OpenAPI) and the clients (types; forms load the
 * schemas). The zod-free part clients need at run time (the endpoint table) is also in `../core`.
 */
export * from './account';
export * from './auth';
export * from './common';
export * from './health';
export * from './collect';
export * from './products';
export * from './detail-content';
export * from './product-bulk';
export * from './config';
export * from './images';
export * from './pricing';
export * from './keywords';
export * from './market-accounts';
export * from './market-templates';
export * from './categories';
export * from './upload';
export * from './source-sync';
export * from './listing-images';
export * from './product-control';
export * from './endpoint';
export * from './endpoints';
export * from './contracts';
export * from './input-policy';
export * from './input-bounds';
