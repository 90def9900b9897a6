export * from './calculate-price';
export * from './exchange';
export * from './format-won';
export * from './normalize-price-settings';
export * from './price-model';
export * from './round-model';
export * from './margin';
export * from './price-settings';
