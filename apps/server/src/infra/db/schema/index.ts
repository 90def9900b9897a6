export * from './collect';
export * from './images';
export * from './products';
export * from './system';
export * from './users';
export * from './pricing';
export * from './works';
export * from './market-accounts';
