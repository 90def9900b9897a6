export * from './after-service';
export * from './bulk-text-change';
export * from './delivery';
export * from './detail-html';
export * from './filter-words';
export * from './market-template';
