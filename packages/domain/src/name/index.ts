export * from './code-points';
export * from './process-product-name';
