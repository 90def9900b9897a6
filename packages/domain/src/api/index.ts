/** HTTP contracts shared by the server (validation, OpenAPI) and the web app (typed calls, forms). */
export * from './account';
export * from './auth';
export * from './common';
export * from './health';
export * from './collect';
export * from './products';
export * from './config';
