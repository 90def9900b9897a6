export * from './collect';
export * from './products';
export * from './system';
export * from './users';
export * from './works';
