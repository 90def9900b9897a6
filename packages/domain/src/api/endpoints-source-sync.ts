import { endpoint } from './endpoint';
import type { ListingImageSchemas } from './listing-images';
import type { SourceSyncSchemas } from './source-sync';

/*
 * Descriptors of the source price and stock sync and of the listings' images (/app/product/control/image), kept apart so the endpoint table stays readable;
 * `endpoints` spreads them into the spec group Market.
 */

/** /Market: the seller's sync settings, starting a sync, its progress and report. */
export const sourceSyncEndpoints = {
  GetSourceSyncSetting: endpoint<typeof SourceSyncSchemas.GetSourceSyncSetting>(
    'GET',
    '/Market/GetSourceSyncSetting',
    'verified',
    '원본 가격·재고 동기화 설정 (주기, 반영 방식)',
  ),
  SetSourceSyncSetting: endpoint<typeof SourceSyncSchemas.SetSourceSyncSetting>(
    'POST',
    '/Market/SetSourceSyncSetting',
    'verified',
    '원본 가격·재고 동기화 설정 저장',
  ),
  StartSourceSync: endpoint<typeof SourceSyncSchemas.StartSourceSync>(
    'POST',
    '/Market/StartSourceSync',
    'verified',
    '원본 가격·재고 동기화 지금 시작 (마켓에 등록된 상품)',
  ),
  GetSourceSyncWork: endpoint<typeof SourceSyncSchemas.GetSourceSyncWork>(
    'GET',
    '/Market/GetSourceSyncWork',
    'verified',
    '원본 동기화 작업의 진행 상황과 상품별 보고서',
  ),
  GetSourceSyncWorkList: endpoint<typeof SourceSyncSchemas.GetSourceSyncWorkList>(
    'GET',
    '/Market/GetSourceSyncWorkList',
    'verified',
    '원본 동기화 작업 목록',
  ),
};

/** /Market: the images of listed products, and replacing them on a listing's market. */
export const listingImageEndpoints = {
  GetListingImages: endpoint<typeof ListingImageSchemas.GetListingImages>(
    'GET',
    '/Market/GetListingImages',
    'verified',
    '마켓에 등록된 상품의 대표·상세 이미지 (이미지로 검색)',
  ),
  ReplaceListingImages: endpoint<typeof ListingImageSchemas.ReplaceListingImages>(
    'POST',
    '/Market/ReplaceListingImages',
    'verified',
    '마켓 상품의 대표 이미지나 상세 이미지 바꾸기 (마켓에 다시 보내기)',
  ),
};
