export * from './build-detail-options';
export * from './derive-price';
export * from './reprice';
export * from './option-names';
