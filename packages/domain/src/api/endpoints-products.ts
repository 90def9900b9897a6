import type { DetailContentSchemas } from './detail-content';
import { endpoint } from './endpoint';
import type { ProductBulkSchemas } from './product-bulk';

/*
 * Descriptors of the catalogue's batch actions (bulk text, titles, groups, re-translation, the detail page
 * reprocessing), kept apart so the endpoint table stays readable; `endpoints.Product` spreads them.
 */
export const productBatchEndpoints = {
  ProductTextChange: endpoint<typeof ProductBulkSchemas.ProductTextChange>(
    'POST',
    '/Product/ProductTextChange',
    'verified',
    '상품명 일괄 변경 작업 시작 (mode=Slogan: 앞뒤 문구와 번호, mode=Replace: 단어 바꾸기)',
  ),
  ProductTitleChange: endpoint<typeof ProductBulkSchemas.ProductTitleChange>(
    'POST',
    '/Product/ProductTitleChange',
    'verified',
    '상품별 상품명 변경 작업 시작 (상품명 규칙 적용)',
  ),
  ProductGroupChange: endpoint<typeof ProductBulkSchemas.ProductGroupChange>(
    'POST',
    '/Product/ProductGroupChange',
    'verified',
    '상품 그룹 일괄 이동 작업 시작',
  ),
  ProductCategoryChange: endpoint<typeof ProductBulkSchemas.ProductCategoryChange>(
    'POST',
    '/Product/ProductCategoryChange',
    'verified',
    '상품 카테고리 일괄 지정 작업 시작 (내 카테고리 중 하나)',
  ),
  RetranslateProducts: endpoint<typeof ProductBulkSchemas.RetranslateProducts>(
    'POST',
    '/Product/RetranslateProducts',
    'verified',
    '상품명 다시 번역 작업 시작 (설정된 번역기)',
  ),
  GetProductBulkWork: endpoint<typeof ProductBulkSchemas.GetProductBulkWork>(
    'GET',
    '/Product/GetProductBulkWork',
    'verified',
    '상품 일괄 작업의 진행 상황과 상품별 결과',
  ),
  ReprocessDetailPage: endpoint<typeof DetailContentSchemas.ReprocessDetailPage>(
    'POST',
    '/Product/ReprocessDetailPage',
    'verified',
    '상세페이지 다시 처리 (이미지 저장, 번역, 정리; 작업으로 실행)',
  ),
  GetReprocessDetailPage: endpoint<typeof DetailContentSchemas.GetReprocessDetailPage>(
    'GET',
    '/Product/GetReprocessDetailPage',
    'verified',
    '상세페이지 다시 처리 작업의 진행과 상품별 결과',
  ),
};
