import type { AccountSchemas } from './account';
import type { AuthSchemas } from './auth';
import type { CollectProductSchemas, LogSchemas, UserConfigSchemas } from './collect';
import { endpoint, type EndpointResponse } from './endpoint';
import type { SystemSchemas } from './health';
import type { ImageSchemas } from './images';
import type { KeywordConfigSchemas, MarketKeywordSchemas } from './keywords';
import type {
  MarketDetailPageSchemas,
  MarketPriceSchemas,
  RepriceSchemas,
  UserSettingSchemas,
} from './pricing';
import type { MarketAccountConfigSchemas, MarketInfoSchemas, MarketLoginSchemas } from './market-accounts';
import type { ProductSchemas } from './products';
import { productBatchEndpoints } from './endpoints-products';
import { categoryEndpoints, marketLookupEndpoints, marketTemplateEndpoints } from './endpoints-settings';
import { marketUploadEndpoints, productUploadEndpoints, uploadLogEndpoints } from './endpoints-upload';
import { listingImageEndpoints, sourceSyncEndpoints } from './endpoints-source-sync';
import { productManagementEndpoints } from './endpoints-product-control';

/**
 * Every endpoint of the API, once, grouped like the spec's controllers (§7): method, path under `/api`,
 * who may call it, and (as types only) its request and response schemas. Zod-free at run time: the web
 * app and the extension call through these (`call(endpoints.Product.RemoveProduct, { body })`); the
 * server registers each from its contract (`contracts`, the same descriptor bound to its zod schemas).
 */
export const endpoints = {
  Auth: {
    user: endpoint<typeof AuthSchemas.user>('GET', '/auth/user', 'authenticated', '로그인한 사용자 정보'),
    login: endpoint<typeof AuthSchemas.login>('POST', '/auth/login', 'public', '로그인'),
    refreshToken: endpoint<typeof AuthSchemas.refreshToken>(
      'POST',
      '/auth/refreshToken',
      'public',
      '토큰 갱신 (리프레시 토큰은 한 번만 사용 가능)',
    ),
    logout: endpoint<typeof AuthSchemas.logout>(
      'POST',
      '/auth/logout',
      'public',
      '로그아웃 (리프레시 토큰 폐기)',
    ),
    registerTerms: endpoint<typeof AuthSchemas.registerTerms>(
      'GET',
      '/auth/registerTerms',
      'public',
      '회원가입 약관',
    ),
  },
  Account: {
    UserCreate: endpoint<typeof AccountSchemas.UserCreate>(
      'POST',
      '/account/UserCreate',
      'public',
      '회원가입',
    ),
    SendCertificationMail: endpoint<typeof AccountSchemas.SendCertificationMail>(
      'POST',
      '/account/SendCertificationMail',
      'authenticated',
      '인증 메일 다시 보내기',
    ),
    CheckCertificationMail: endpoint<typeof AccountSchemas.CheckCertificationMail>(
      'GET',
      '/account/CheckCertificationMail',
      'public',
      '이메일 인증 (메일의 일회용 링크)',
    ),
    ChangePassWord: endpoint<typeof AccountSchemas.ChangePassWord>(
      'POST',
      '/account/ChangePassWord',
      'authenticated',
      '비밀번호 변경',
    ),
    SendTempPassWordMail: endpoint<typeof AccountSchemas.SendTempPassWordMail>(
      'POST',
      '/account/SendTempPassWordMail',
      'public',
      '임시 비밀번호 메일 발송 (계정 존재 여부는 알려주지 않음)',
    ),
    UpdateProfile: endpoint<typeof AccountSchemas.UpdateProfile>(
      'POST',
      '/account/UpdateProfile',
      'authenticated',
      '이름·연락처 변경',
    ),
  },
  Product: {
    CostcoProductWorkList: endpoint<typeof CollectProductSchemas.CostcoProductWorkList>(
      'POST',
      '/Product/CostcoProductWorkList',
      'verified',
      '코스트코 수집 (상품 링크·번호, 검색 링크)',
    ),
    TaobaoProductWorkList: endpoint<typeof CollectProductSchemas.TaobaoProductWorkList>(
      'POST',
      '/Product/TaobaoProductWorkList',
      'verified',
      '타오바오·티몰 수집 (서버, 판매자 세션 쿠키 사용)',
    ),
    '1688ProductWorkList': endpoint<(typeof CollectProductSchemas)['1688ProductWorkList']>(
      'POST',
      '/Product/1688ProductWorkList',
      'verified',
      '1688 수집 (서버)',
    ),
    CostcoProductWorkListExtension: endpoint<typeof CollectProductSchemas.CostcoProductWorkListExtension>(
      'POST',
      '/Product/CostcoProductWorkListExtension',
      'verified',
      '확장 프로그램이 보낸 코스트코 상품 페이지 수집 (페이지가 받은 상품 API 응답)',
    ),
    TaobaoProductWorkListExtension: endpoint<typeof CollectProductSchemas.TaobaoProductWorkListExtension>(
      'POST',
      '/Product/TaobaoProductWorkListExtension',
      'verified',
      '확장 프로그램이 보낸 타오바오·티몰 페이지 수집',
    ),
    '1688ProductWorkListExtension': endpoint<(typeof CollectProductSchemas)['1688ProductWorkListExtension']>(
      'POST',
      '/Product/1688ProductWorkListExtension',
      'verified',
      '확장 프로그램이 보낸 1688 페이지 수집',
    ),
    RetryCollectItems: endpoint<typeof CollectProductSchemas.RetryCollectItems>(
      'POST',
      '/Product/RetryCollectItems',
      'verified',
      '실패한 수집 항목 다시 시도',
    ),
    SearchCollectProductSummary: endpoint<typeof ProductSchemas.SearchCollectProductSummary>(
      'POST',
      '/Product/SearchCollectProductSummary',
      'verified',
      '수집 상품 목록 (검색·페이지)',
    ),
    SearchCollectProductDetail: endpoint<typeof ProductSchemas.SearchCollectProductDetail>(
      'GET',
      '/Product/SearchCollectProductDetail',
      'verified',
      '수집 상품 상세',
    ),
    ExistUserProduct: endpoint<typeof ProductSchemas.ExistUserProduct>(
      'POST',
      '/Product/ExistUserProduct',
      'verified',
      '이미 수집한 상품인지 확인',
    ),
    UpdateProduct: endpoint<typeof ProductSchemas.UpdateProduct>(
      'POST',
      '/Product/UpdateProduct',
      'verified',
      '상품 저장 (불러온 version이 오래되면 409; 상세 HTML은 정리 후 저장)',
    ),
    ProductMemoEdit: endpoint<typeof ProductSchemas.ProductMemoEdit>(
      'POST',
      '/Product/ProductMemoEdit',
      'verified',
      '상품 메모 저장',
    ),
    ProductMainImageEdit: endpoint<typeof ProductSchemas.ProductMainImageEdit>(
      'POST',
      '/Product/ProductMainImageEdit',
      'verified',
      '대표 이미지 저장 (순서, 첫 번째가 대표)',
    ),
    RemoveProduct: endpoint<typeof ProductSchemas.RemoveProduct>(
      'POST',
      '/Product/RemoveProduct',
      'verified',
      '상품 삭제 (선택한 상품 또는 검색 결과 전체)',
    ),
    SetCollectFillter: endpoint<typeof CollectProductSchemas.SetCollectFillter>(
      'POST',
      '/Product/SetCollectFillter',
      'verified',
      '수집 필터 단어 추가 (삭제어/치환어)',
    ),
    RemoveCollectFillter: endpoint<typeof CollectProductSchemas.RemoveCollectFillter>(
      'POST',
      '/Product/RemoveCollectFillter',
      'verified',
      '수집 필터 단어 삭제',
    ),
    GetCollectFillter: endpoint<typeof CollectProductSchemas.GetCollectFillter>(
      'GET',
      '/Product/GetCollectFillter',
      'verified',
      '수집 필터 단어 목록',
    ),
    RepriceProducts: endpoint<typeof RepriceSchemas.RepriceProducts>(
      'POST',
      '/Product/RepriceProducts',
      'verified',
      '가격 다시 계산 작업 시작 (선택한 상품 또는 검색 결과 전체, 직접 정한 가격은 유지 선택)',
    ),
    ...productBatchEndpoints,
    ...productUploadEndpoints,
  },
  Market: {
    SetPrice: endpoint<typeof MarketPriceSchemas.SetPrice>(
      'POST',
      '/Market/SetPrice',
      'verified',
      '가격 설정 저장 (계산 방식, 구간, 절사 자릿수, 기준 환율, 배송비·마켓 수수료)',
    ),
    GetPrice: endpoint<typeof MarketPriceSchemas.GetPrice>(
      'GET',
      '/Market/GetPrice',
      'verified',
      '가격 설정',
    ),
    SetDetailPage: endpoint<typeof MarketDetailPageSchemas.SetDetailPage>(
      'POST',
      '/Market/SetDetailPage',
      'verified',
      '상세페이지 상단·하단 템플릿 저장 (업로드할 때 붙임)',
    ),
    GetDetailPageConfig: endpoint<typeof MarketDetailPageSchemas.GetDetailPageConfig>(
      'GET',
      '/Market/GetDetailPageConfig',
      'verified',
      '상세페이지 상단·하단 템플릿',
    ),
    GetNaverKeyword: endpoint<typeof MarketKeywordSchemas.GetNaverKeyword>(
      'POST',
      '/Market/GetNaverKeyword',
      'verified',
      '네이버 키워드 도구 (연관 키워드, 월간 PC·모바일 검색수, 경쟁 정도)',
    ),
    SetTags: endpoint<typeof MarketKeywordSchemas.SetTags>(
      'POST',
      '/Market/SetTags',
      'verified',
      '선택한 상품의 태그 저장 (마켓별 태그 개수·길이·금지어 확인)',
    ),
    CheckMarketLogin: endpoint<typeof MarketLoginSchemas.CheckMarketLogin>(
      'POST',
      '/Market/CheckMarketLogin',
      'verified',
      '마켓 계정 연결 확인 (실패하면 원인: 키 오류, 허용 IP, 키 만료 등)',
    ),
    ...marketUploadEndpoints,
    ...sourceSyncEndpoints,
    ...listingImageEndpoints,
  },
  MarketInfo: {
    GetUserAllMarketAccount: endpoint<typeof MarketInfoSchemas.GetUserAllMarketAccount>(
      'GET',
      '/MarketInfo/GetUserAllMarketAccount',
      'verified',
      '모든 마켓의 계정 목록 (시크릿은 가린 채로)',
    ),
    ...marketLookupEndpoints,
  },
  UserSetting: {
    GetExchange: endpoint<typeof UserSettingSchemas.GetExchange>(
      'GET',
      '/UserSetting/GetExchange',
      'verified',
      '오늘의 참고 환율 (CNY·USD → 원)',
    ),
    ...categoryEndpoints,
  },
  UserConfig: {
    SetSourceSession: endpoint<typeof UserConfigSchemas.SetSourceSession>(
      'POST',
      '/UserConfig/SetSourceSession',
      'verified',
      '수집처 로그인 쿠키 저장 (암호화 보관, 빈 값이면 삭제)',
    ),
    GetSourceSession: endpoint<typeof UserConfigSchemas.GetSourceSession>(
      'GET',
      '/UserConfig/GetSourceSession',
      'verified',
      '수집처 로그인 쿠키 상태 (값은 돌려주지 않음)',
    ),
    SetNaverKeywordAPI: endpoint<typeof KeywordConfigSchemas.SetNaverKeywordAPI>(
      'POST',
      '/UserConfig/SetNaverKeywordAPI',
      'verified',
      '네이버 검색광고 API 키 저장 (비밀키 암호화 보관, 빈 비밀키는 기존 값 유지)',
    ),
    GetNaverKeywordAPI: endpoint<typeof KeywordConfigSchemas.GetNaverKeywordAPI>(
      'GET',
      '/UserConfig/GetNaverKeywordAPI',
      'verified',
      '네이버 검색광고 API 키 (비밀키는 가려서)',
    ),
    SetMarketAccount: endpoint<typeof MarketAccountConfigSchemas.SetMarketAccount>(
      'POST',
      '/UserConfig/SetMarketAccount',
      'verified',
      '마켓 계정 추가·수정 (시크릿은 암호화 보관, 비워두면 기존 값 유지)',
    ),
    GetMarketAccount: endpoint<typeof MarketAccountConfigSchemas.GetMarketAccount>(
      'GET',
      '/UserConfig/GetMarketAccount',
      'verified',
      '한 마켓의 계정 목록과 입력 항목 (시크릿은 가린 채로)',
    ),
    RemoveMarketAccount: endpoint<typeof MarketAccountConfigSchemas.RemoveMarketAccount>(
      'POST',
      '/UserConfig/RemoveMarketAccount',
      'verified',
      '마켓 계정 삭제',
    ),
    ...marketTemplateEndpoints,
  },
  Log: {
    GetCollectLogAll: endpoint<typeof LogSchemas.GetCollectLogAll>(
      'GET',
      '/Log/GetCollectLogAll',
      'verified',
      '수집 작업 목록 (진행 상황 포함)',
    ),
    GetDetailLog: endpoint<typeof LogSchemas.GetDetailLog>(
      'GET',
      '/Log/GetDetailLog',
      'verified',
      '작업의 상품별 결과',
    ),
    GetUserCollectSummary: endpoint<typeof LogSchemas.GetUserCollectSummary>(
      'GET',
      '/Log/GetUserCollectSummary',
      'verified',
      '수집 현황 요약',
    ),
    CheckExistBot: endpoint<typeof LogSchemas.CheckExistBot>(
      'GET',
      '/Log/CheckExistBot',
      'verified',
      '수집 작업자 동작 여부',
    ),
    ...uploadLogEndpoints,
  },
  ProductManagement: productManagementEndpoints,
  System: {
    health: endpoint<typeof SystemSchemas.health>(
      'GET',
      '/health',
      'public',
      '상태 확인 (데이터베이스, 작업 큐)',
    ),
    publicConfig: endpoint<typeof SystemSchemas.publicConfig>(
      'GET',
      '/config/public',
      'public',
      '웹 앱 실행 설정',
    ),
    extensionInfo: endpoint<typeof SystemSchemas.extensionInfo>(
      'GET',
      '/extension',
      'public',
      '크롬 확장 프로그램 내려받기 정보 (버전, 파일 이름)',
    ),
    extensionDownload: endpoint<typeof SystemSchemas.extensionDownload>(
      'GET',
      '/extension/download',
      'public',
      '크롬 확장 프로그램 (zip, 서버와 같은 버전)',
    ),
  },
  Image: {
    file: endpoint<typeof ImageSchemas.file>(
      'GET',
      '/images/:prefix/:file',
      'public',
      '저장된 이미지 (내용 해시 주소, 마켓이 가져갈 수 있도록 공개)',
    ),
    UploadImage: endpoint<typeof ImageSchemas.UploadImage>(
      'POST',
      '/image/UploadImage',
      'verified',
      '이미지 업로드 (multipart: type, files — jpeg/jpg/png, 파일당 200MB, 메타데이터 제거)',
    ),
    Reset: endpoint<typeof ImageSchemas.Reset>(
      'POST',
      '/image/Reset',
      'verified',
      '내 이미지 저장소에서 한 종류의 이미지를 모두 삭제',
    ),
    GetImage: endpoint<typeof ImageSchemas.GetImage>('GET', '/image/GetImage', 'verified', '내 이미지 목록'),
    GetViewChartDate: endpoint<typeof ImageSchemas.GetViewChartDate>(
      'GET',
      '/image/GetViewChartDate',
      'verified',
      '이미지 저장소 사용량 (종류별 합계와 일별 추이)',
    ),
  },
} as const;

export type Endpoints = typeof endpoints;

/** What login and a token refresh answer: who is logged in and the (rotated) tokens. */
export type SessionAnswer = EndpointResponse<typeof endpoints.Auth.login>;
