export * from './particle';
