export {
  createKeywordTool,
  KEYWORD_TOOL_PATH,
  MAX_HINT_KEYWORDS,
  normaliseHints,
  parseKeywordList,
  readSearchCount,
  resolveSearchAdBaseUrl,
  SEARCHAD_BASE_URL_VARIABLE,
  SEARCHAD_DEFAULT_BASE_URL,
  SEARCHAD_EMULATOR_PREFIX,
} from './client';
export type { Competition, KeywordTool, RelatedKeyword, SearchAdCredentials } from './client';
export { isKeywordToolError, KeywordToolError, keywordToolFailure } from './errors';
export type { KeywordToolErrorCode } from './errors';
export { searchAdHeaders, searchAdSignature } from './signing';
