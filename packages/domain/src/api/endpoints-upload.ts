import { endpoint } from './endpoint';
import type { MarketUploadSchemas, ProductUploadSchemas, UploadLogSchemas } from './upload';

/*
 * Descriptors of uploading to the markets, kept apart so the endpoint table stays readable; `endpoints`
 * spreads them into their spec groups (Product, Market, Log).
 */

/** /Product: one product's listings and upload history. */
export const productUploadEndpoints = {
  GetProductUploadLog: endpoint<typeof ProductUploadSchemas.GetProductUploadLog>(
    'GET',
    '/Product/GetProductUploadLog',
    'verified',
    '한 상품의 마켓 등록 현황과 업로드 기록',
  ),
};

/** /Market: the pre-upload check, the upload work, its retry and the products with their listings. */
export const marketUploadEndpoints = {
  MarketUploadWorkList: endpoint<typeof MarketUploadSchemas.MarketUploadWorkList>(
    'POST',
    '/Market/MarketUploadWorkList',
    'verified',
    '마켓 업로드 작업 만들기 (상품 × 마켓 계정, 템플릿)',
  ),
  CheckUpload: endpoint<typeof MarketUploadSchemas.CheckUpload>(
    'POST',
    '/Market/CheckUpload',
    'verified',
    '업로드 전 검사 (상품 × 마켓별 문제와 고칠 방법)',
  ),
  GetUploadProductList: endpoint<typeof MarketUploadSchemas.GetUploadProductList>(
    'POST',
    '/Market/GetUploadProductList',
    'verified',
    '업로드할 상품 목록과 계정별 등록 상태',
  ),
  RetryUploadItems: endpoint<typeof MarketUploadSchemas.RetryUploadItems>(
    'POST',
    '/Market/RetryUploadItems',
    'verified',
    '실패한 업로드 항목 다시 시도',
  ),
};

/** /Log: upload works and their items, and the seller's upload summary. */
export const uploadLogEndpoints = {
  GetUploadLogAll: endpoint<typeof UploadLogSchemas.GetUploadLogAll>(
    'GET',
    '/Log/GetUploadLogAll',
    'verified',
    '업로드 작업 목록 (마켓별 진행 상황 포함)',
  ),
  GetUploadDetailLog: endpoint<typeof UploadLogSchemas.GetUploadDetailLog>(
    'GET',
    '/Log/GetUploadDetailLog',
    'verified',
    '업로드 작업의 상품·마켓별 결과',
  ),
  GetUserUploadSummary: endpoint<typeof UploadLogSchemas.GetUserUploadSummary>(
    'GET',
    '/Log/GetUserUploadSummary',
    'verified',
    '업로드 현황 요약 (등록 상품, 실패, 진행 중, 하루 등록 한도)',
  ),
};
