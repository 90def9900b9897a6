import { endpoint } from './endpoint';
import type { ProductManagementSchemas } from './product-control';

/** /ProductManagement (spec §7): the seller's listings on the markets and the changes made to them. */
export const productManagementEndpoints = {
  GetUserMarketAccount: endpoint<typeof ProductManagementSchemas.GetUserMarketAccount>(
    'GET',
    '/ProductManagement/GetUserMarketAccount',
    'verified',
    '한 마켓의 내 계정 목록 (비밀 값 없음)',
  ),
  SearchMarketProductSummary: endpoint<typeof ProductManagementSchemas.SearchMarketProductSummary>(
    'POST',
    '/ProductManagement/SearchMarketProductSummary',
    'verified',
    '마켓에 등록된 내 상품 목록 (마켓·계정·상태·검색어·기간, 상태별 개수)',
  ),
  MarketProductSimpleEdit: endpoint<typeof ProductManagementSchemas.MarketProductSimpleEdit>(
    'POST',
    '/ProductManagement/MarketProductSimpleEdit',
    'verified',
    '마켓 상품의 가격·재고·상품명 바꾸기 (작업)',
  ),
  MarketProductStatusChange: endpoint<typeof ProductManagementSchemas.MarketProductStatusChange>(
    'POST',
    '/ProductManagement/MarketProductStatusChange',
    'verified',
    '마켓 상품의 판매 상태 바꾸기: 판매중·판매중지·품절 (작업)',
  ),
  SyncMarketProduct: endpoint<typeof ProductManagementSchemas.SyncMarketProduct>(
    'POST',
    '/ProductManagement/SyncMarketProduct',
    'verified',
    '마켓과 동기화: 마켓의 상태·가격·재고를 다시 읽기 (작업)',
  ),
  GetMarketProductWork: endpoint<typeof ProductManagementSchemas.GetMarketProductWork>(
    'GET',
    '/ProductManagement/GetMarketProductWork',
    'verified',
    '마켓 상품 변경·동기화 작업의 진행과 상품별 결과',
  ),
  GetCoupangProductUrl: endpoint<typeof ProductManagementSchemas.GetCoupangProductUrl>(
    'POST',
    '/ProductManagement/GetCoupangProductUrl',
    'verified',
    '쿠팡 구매 페이지 주소 (승인 후)',
  ),
};
