import { UI_TEXT } from '@sellerdesk/domain';

export const pages = {
  /** Tab titles of screens whose heading is a sentence rather than a name. */
  titles: {
    checkEmail: '이메일 인증',
    resetPassword: '비밀번호 찾기',
    start: '시작하기',
  },
  notFound: {
    title: UI_TEXT.PAGE_NOT_FOUND,
    code: '오류 코드 {{code}}',
    body: '주소가 바뀌었거나 삭제된 페이지일 수 있습니다. 입력한 주소를 다시 확인해주세요.',
  },
  unauthorized: {
    title: UI_TEXT.UNAUTHORIZED_TITLE,
    body: UI_TEXT.UNAUTHORIZED_BODY,
    korean: '이 화면을 볼 수 있는 권한이 없습니다.',
  },
  sessionCheck: {
    loadFailed: '사용자 정보를 불러오지 못했습니다.',
  },
  comingSoon: {
    badge: '준비 중',
    lead: '이 화면은 준비 중입니다. 곧 아래 기능을 이곳에서 사용할 수 있습니다.',
    meanwhile: '그동안 시작 화면에서 전체 작업 순서를 확인할 수 있습니다.',
    screens: {
      plan: {
        title: '요금제',
        summary: '요금제를 비교하고 결제·이용 기간 연장을 합니다.',
        features: [
          '무료·라이트 이상 등급별 기능과 한도 비교',
          '요금제 결제와 이용 기간 연장',
          '현재 요금제와 이용 기한 확인',
        ],
      },
      planResult: {
        title: '결제 결과',
        summary: '결제를 마친 뒤 돌아와 결과를 확인하는 화면입니다.',
        features: ['결제 성공·실패 결과와 결제 내역', '적용된 요금제와 새 이용 기한'],
      },
      single: {
        title: '단일 화면',
        summary: '한 화면에서 끝나는 보조 작업을 위한 자리입니다.',
        features: ['구체적인 기능은 이후 업데이트에서 정해집니다.'],
      },
      second: {
        title: '보조 메뉴 · 두 번째 화면',
        summary: '하위 메뉴가 있는 보조 작업을 위한 자리입니다.',
        features: ['구체적인 기능은 이후 업데이트에서 정해집니다.'],
      },
      productUpload: {
        title: '상품 업로드',
        summary: '편집한 상품을 6개 오픈마켓에 등록합니다.',
        features: [
          '스마트스토어·위메프·옥션·G마켓·쿠팡·11번가 선택',
          '마켓별 등록 템플릿 적용',
          '업로드 진행 상황과 상품별 기록',
        ],
      },
      productControl: {
        title: '마켓 상품 관리',
        summary: '마켓에 등록한 상품을 한곳에서 관리합니다.',
        features: ['마켓별 등록 상품 검색', '판매 상태 변경과 간편 수정', '업로드 기록 확인'],
      },
      productControlImage: {
        title: '이미지 관리',
        summary: '대표 이미지와 번역 이미지를 관리합니다.',
        features: [
          '대표 이미지 편집과 순서 변경',
          '이미지 업로드 (jpeg·jpg·png, 200MB 이하)',
          '번역 이미지 확인',
        ],
      },
      orderLink: {
        title: '주문 연동',
        summary: '마켓 주문을 가져와 구매대행 주문으로 이어 줍니다.',
        features: [
          '마켓별 신규 주문·발송 준비 주문 가져오기',
          '원본 상품 링크 확인',
          '구매대행·배송대행 신청',
        ],
      },
      orderCheck: {
        title: '주문 확인',
        summary: '배송과 고객 문의를 처리합니다.',
        features: ['송장 등록과 배송 상태 변경', '개인통관고유부호 확인', '마켓 CS 문의 확인과 답변'],
      },
      setting: {
        title: '마켓·환경 설정',
        summary: '마켓 계정 연동과 등록 템플릿, 기본값을 설정합니다.',
        features: [
          '6개 마켓 계정(API 키) 연결과 로그인 확인',
          '스마트스토어 카테고리와 마켓별 등록 템플릿',
          '가격·배송·A/S 기본값, 상단·하단 상세 HTML',
          '네이버 키워드 API와 배송대행지 정보',
        ],
      },
      notice: {
        title: '공지사항',
        summary: '셀러데스크 소식과 점검 안내를 확인합니다.',
        features: ['공지 목록과 상세 보기', '최근 공지 5개 요약'],
      },
      admin: {
        title: '관리자',
        summary: '회원과 요금제, 공지를 관리합니다. 관리자만 볼 수 있습니다.',
        features: [
          '회원 목록·검색, 이용 정지와 해제',
          '권한 변경과 이용 기간 연장',
          '로그인 기록 조회',
          '요금제 목록과 공지 관리',
        ],
      },
      editor: {
        title: '상세페이지 편집기',
        summary: '상품 편집 화면에서 1245×800 팝업으로 열리는 편집기입니다.',
        features: [
          '상세페이지 HTML 편집 (한국어 편집기)',
          '저장, 취소·닫기와 저장 후 창 닫기/유지 선택',
          '이미지 번역 안내와 이미지 편집기',
          '이미지 업로드, 외부 링크는 새 창으로 열기',
        ],
      },
    },
  },
  editor: {
    title: '상세페이지 편집기',
    product: '상품 번호 {{productNumber}} · {{site}}',
    // Spec §5: a load without both site and code.
    noProduct: '존재하지않는 상품 번호 입니다.',
    // Spec §8: the product detail came back empty.
    emptyDetail: 'API 호출에 실패하였습니다.',
    closeWindow: '창 닫기',
    save: {
      button: '저장',
      successTitle: '성공',
      successBody: '성공하였습니다',
      errorTitle: '오류',
      failedBody: '수정 중 오류가 발생하였습니다.',
      keep: '유지',
      ok: '확인',
    },
  },
};
