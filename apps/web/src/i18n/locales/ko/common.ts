import { UI_TEXT } from '@sellerdesk/domain';
import { SITE_LABELS, WORK_LIST_LABELS } from '@sellerdesk/sources/rules/labels';

export const common = {
  appName: '셀러데스크',
  /** The browser tab of a screen (useDocumentTitle). */
  documentTitle: '{{title}} · 셀러데스크',
  appTagline: '해외 상품 수집부터 오픈마켓 등록까지',
  actions: {
    save: '저장',
    cancel: '취소',
    close: '닫기',
    confirm: '확인',
    retry: '다시 시도',
    goBack: '뒤로 가기',
    goHome: '시작 화면으로',
    goLogin: '로그인 화면으로',
    reload: '새로고침',
    logout: '로그아웃',
    delete: '삭제',
    search: '검색',
    add: '추가',
    clear: '지우기',
  },
  /** Filters folded behind a button on phones (FilterFold). */
  filterFold: {
    toggle: '필터',
    active: '필터 {{count}}개 적용 중',
  },
  status: {
    loading: '불러오는 중…',
    saving: '저장 중…',
    comingSoon: '준비 중',
  },
  dialog: {
    errorTitle: UI_TEXT.ERROR_TITLE,
    successTitle: UI_TEXT.SUCCESS_TITLE,
    successMessage: UI_TEXT.SUCCESS_MESSAGE,
  },
  roles: {
    Admin: '관리자',
    User: '일반 회원',
    BasicUser: '이메일 미인증',
  },
  plans: {
    Free: '무료',
    Lite: '라이트',
    Standard: '스탠다드',
    Unlimited: '무제한',
  },
  markets: {
    SmartStore: '스마트스토어',
    WeMakePrice: '위메프',
    Auction: '옥션',
    Gmarket: 'G마켓',
    Coupang: '쿠팡',
    Elevenst: '11번가',
  },
  /** Site names, from the labels the site registry of @sellerdesk/sources uses. */
  sources: SITE_LABELS,
  /** Work lists: Tmall items go through the Taobao one. */
  workSites: WORK_LIST_LABELS,
  priceNotice: {
    defaultsTitle: '기본 가격 설정에는 마진이 없습니다',
    defaultsBody:
      '아직 가격 설정을 저장하지 않아 원가에 환율만 적용해 판매가를 계산합니다. 마켓 수수료와 배송비를 빼면 모든 상품이 손해입니다. 가격 설정에서 마진과 환율을 정해주세요.',
    lossTitle: '지금 가격 설정으로는 손해를 보는 마켓이 있습니다',
    lossBody: '수수료와 배송비를 빼면 손해인 마켓: {{markets}}. 마진 계산식을 확인해주세요.',
    link: '가격 설정 열기',
  },
  fields: {
    email: '이메일',
    emailPlaceholder: 'seller@example.com',
    password: '비밀번호',
    passwordHint:
      '영문과 숫자를 포함해 8~64자. 흔한 비밀번호나 이메일·이름이 든 비밀번호는 쓸 수 없으니, 관계없는 단어 여러 개를 이어 만들어주세요.',
    passwordConfirm: '비밀번호 확인',
    name: '이름',
    namePlaceholder: '홍길동',
    phone: '휴대전화 번호',
    phonePlaceholder: '010-1234-5678',
  },
  validation: {
    passwordMismatch: '비밀번호가 일치하지 않습니다.',
  },
  loadFailed: '정보를 불러오지 못했습니다.',
  pagination: {
    total: '전체 {{count}}개',
    totalCapped: '전체 {{count}}개 이상',
    next: '다음 페이지',
    backToFirst: '처음으로',
    pastNumbered: '{{count}}번째 상품 이후',
    pageSize: '{{count}}개씩',
    pageSizeLabel: '한 페이지에 보기',
  },
  chunkError: {
    title: '화면을 불러오지 못했습니다',
    body: '네트워크가 느리거나 새 버전이 배포되었을 수 있습니다. 새로고침 후 다시 시도해주세요.',
    timeout: '화면을 불러오는 시간이 초과되었습니다. ({{seconds}}초)',
  },
  errors: {
    network: '서버에 연결할 수 없습니다. 네트워크 상태를 확인해주세요.',
    badResponse: '서버 응답을 해석할 수 없습니다.',
    fallback: '요청을 처리하지 못했습니다.',
  },
  unexpectedError: {
    title: '예상하지 못한 오류가 발생했습니다',
    body: '문제가 계속되면 새로고침하거나 고객센터로 문의해주세요.',
  },
};
