export { ApiError, isApiError, isAuthFailure } from './api-error';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type CallArgs,
  type CallOptions,
  type ClientMessages,
  type SessionEndEvent,
  type SessionPort,
  type Text,
  type TokenPair,
} from './client';
export { buildQueryString, type QueryParams, type QueryValue } from './request';
