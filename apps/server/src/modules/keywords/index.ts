// The keyword tool (NAVER Search Ad API, with each seller's own credentials) and product tags.
export { keywordsRoutes } from './keywords.routes';
