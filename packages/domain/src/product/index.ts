export * from './apply-price-model';
export * from './localized-text';
export * from './option';
export * from './price-entry';
export * from './product-detail';
export * from './source';
export * from './sold-out';
export * from './sale-price';
