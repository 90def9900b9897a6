export * from './session-cookie';
