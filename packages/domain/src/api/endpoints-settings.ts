import type { CategorySchemas } from './categories';
import { endpoint } from './endpoint';
import type { MarketLookupSchemas, MarketTemplateConfigSchemas } from './market-templates';

/*
 * Descriptors of the market settings (templates, MarketInfo look-ups, categories), kept apart so the
 * endpoint table stays readable; `endpoints` spreads them into their spec groups (UserConfig,
 * MarketInfo, UserSetting).
 */

/** /UserConfig templates: one Set per market (spec: SetSmartStore and its siblings), reads, removal. */
export const marketTemplateEndpoints = {
  SetSmartStore: endpoint<typeof MarketTemplateConfigSchemas.SetSmartStore>(
    'POST',
    '/UserConfig/SetSmartStore',
    'verified',
    '스마트스토어 업로드 템플릿 저장 (?templateName, 같은 이름이면 수정)',
  ),
  SetCoupang: endpoint<typeof MarketTemplateConfigSchemas.SetCoupang>(
    'POST',
    '/UserConfig/SetCoupang',
    'verified',
    '쿠팡 업로드 템플릿 저장 (?templateName, 같은 이름이면 수정)',
  ),
  SetElevenst: endpoint<typeof MarketTemplateConfigSchemas.SetElevenst>(
    'POST',
    '/UserConfig/SetElevenst',
    'verified',
    '11번가 업로드 템플릿 저장 (?templateName, 같은 이름이면 수정)',
  ),
  SetGmarket: endpoint<typeof MarketTemplateConfigSchemas.SetGmarket>(
    'POST',
    '/UserConfig/SetGmarket',
    'verified',
    'G마켓 업로드 템플릿 저장 (?templateName, 같은 이름이면 수정)',
  ),
  SetAuction: endpoint<typeof MarketTemplateConfigSchemas.SetAuction>(
    'POST',
    '/UserConfig/SetAuction',
    'verified',
    '옥션 업로드 템플릿 저장 (?templateName, 같은 이름이면 수정)',
  ),
  SetWeMakePrice: endpoint<typeof MarketTemplateConfigSchemas.SetWeMakePrice>(
    'POST',
    '/UserConfig/SetWeMakePrice',
    'verified',
    '위메프 업로드 템플릿 저장 (?templateName, 같은 이름이면 수정)',
  ),
  GetMarketConfig: endpoint<typeof MarketTemplateConfigSchemas.GetMarketConfig>(
    'GET',
    '/UserConfig/GetMarketConfig',
    'verified',
    '마켓 템플릿 하나 (templateName 없으면 새 템플릿의 기본값)',
  ),
  GetMarketConfigTemplateSummary: endpoint<typeof MarketTemplateConfigSchemas.GetMarketConfigTemplateSummary>(
    'GET',
    '/UserConfig/GetMarketConfigTemplateSummary',
    'verified',
    '마켓별 템플릿 목록',
  ),
  RemoveTemplate: endpoint<typeof MarketTemplateConfigSchemas.RemoveTemplate>(
    'POST',
    '/UserConfig/RemoveTemplate',
    'verified',
    '마켓 템플릿 삭제',
  ),
};

/** /MarketInfo look-ups the template form needs. */
export const marketLookupEndpoints = {
  GetMarketAddress: endpoint<typeof MarketLookupSchemas.GetMarketAddress>(
    'GET',
    '/MarketInfo/GetMarketAddress',
    'verified',
    '마켓 계정의 출고지·반품지 목록 (마켓 주소록에서)',
  ),
  GetMarketCourier: endpoint<typeof MarketLookupSchemas.GetMarketCourier>(
    'GET',
    '/MarketInfo/GetMarketCourier',
    'verified',
    '마켓 계정에서 쓸 수 있는 택배사 목록',
  ),
};

/** /UserSetting categories, the seller's categories and mappings. */
export const categoryEndpoints = {
  GetCategory: endpoint<typeof CategorySchemas.GetCategory>(
    'GET',
    '/UserSetting/GetCategory',
    'verified',
    '마켓 카테고리 (단계별 탐색 또는 검색, 저장된 카테고리에서)',
  ),
  RefreshCategory: endpoint<typeof CategorySchemas.RefreshCategory>(
    'POST',
    '/UserSetting/RefreshCategory',
    'verified',
    '마켓 카테고리 다시 불러오기 시작 (판매자의 마켓 계정으로, 백그라운드) 및 진행 상태',
  ),
  GetCategoryRefresh: endpoint<typeof CategorySchemas.GetCategoryRefresh>(
    'GET',
    '/UserSetting/GetCategoryRefresh',
    'verified',
    '마켓별 카테고리 불러오기 상태 (대기/진행 중 N개/완료/실패)',
  ),
  GetUserCategoryList: endpoint<typeof CategorySchemas.GetUserCategoryList>(
    'GET',
    '/UserSetting/GetUserCategoryList',
    'verified',
    '내 카테고리 목록 (스마트스토어 카테고리와 마켓별 매핑)',
  ),
  GetUserCategory: endpoint<typeof CategorySchemas.GetUserCategory>(
    'GET',
    '/UserSetting/GetUserCategory',
    'verified',
    '내 카테고리 하나',
  ),
  GetUserCategoryListSummary: endpoint<typeof CategorySchemas.GetUserCategoryListSummary>(
    'GET',
    '/UserSetting/GetUserCategoryListSummary',
    'verified',
    '내 카테고리 요약 (선택 목록용)',
  ),
  AddUserCategory: endpoint<typeof CategorySchemas.AddUserCategory>(
    'POST',
    '/UserSetting/AddUserCategory',
    'verified',
    '내 카테고리 추가 (스마트스토어 최하위 카테고리)',
  ),
  UpdateUserCategory: endpoint<typeof CategorySchemas.UpdateUserCategory>(
    'POST',
    '/UserSetting/UpdateUserCategory',
    'verified',
    '내 카테고리 변경',
  ),
  RemoveUserCategory: endpoint<typeof CategorySchemas.RemoveUserCategory>(
    'POST',
    '/UserSetting/RemoveUserCategory',
    'verified',
    '내 카테고리 삭제',
  ),
  CheckUserCategory: endpoint<typeof CategorySchemas.CheckUserCategory>(
    'POST',
    '/UserSetting/CheckUserCategory',
    'verified',
    '스마트스토어 카테고리를 내 카테고리로 쓸 수 있는지 확인',
  ),
  GetCategorySuggestion: endpoint<typeof CategorySchemas.GetCategorySuggestion>(
    'GET',
    '/UserSetting/GetCategorySuggestion',
    'verified',
    '스마트스토어 카테고리에 맞는 다른 마켓 카테고리 추천',
  ),
  SetCategoryMapping: endpoint<typeof CategorySchemas.SetCategoryMapping>(
    'POST',
    '/UserSetting/SetCategoryMapping',
    'verified',
    '마켓 카테고리 매핑 확정 (이후 업로드에 재사용)',
  ),
};
