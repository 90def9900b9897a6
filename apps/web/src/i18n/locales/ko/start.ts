export const start = {
  greeting: '{{name}}님, 안녕하세요',
  subtitle: '오늘도 셀러데스크와 함께 해외 상품을 마켓에 올려보세요.',
  planCard: {
    title: '이용 중인 요금제',
    expiresAt: '{{date}}까지',
    noExpiry: '기한 없음',
    action: '요금제 보기',
  },
  emailCard: {
    title: '이메일',
    verified: '인증 완료',
    action: '계정 관리',
  },
  marketsCard: {
    title: '지원 오픈마켓',
    body: '6개 마켓에 동시에 등록할 수 있습니다.',
  },
  workflow: {
    title: '이렇게 시작하세요',
    description: '아래 순서대로 진행하면 첫 상품을 마켓에 올릴 수 있습니다.',
    step: '{{number}}단계',
    go: '바로 가기',
    steps: {
      market: {
        title: '마켓 연동',
        body: '스마트스토어·쿠팡·11번가 등 판매할 마켓의 계정(API 키)과 등록 템플릿을 설정합니다.',
      },
      price: {
        title: '가격 설정',
        body: '환율과 마진 계산식을 정합니다. 수집할 때 이 설정으로 판매가를 계산하며, 기본값에는 마진이 없어 마켓 수수료만큼 손해입니다.',
      },
      collect: {
        title: '상품 수집',
        body: '코스트코·타오바오·1688 상품 링크를 붙여 넣어 옵션과 이미지까지 한 번에 가져옵니다.',
      },
      edit: {
        title: '편집',
        body: '상품명·옵션·가격·상세페이지를 다듬고 이미지를 번역합니다.',
      },
      upload: {
        title: '업로드',
        body: '편집한 상품을 선택한 마켓에 등록하고 진행 상황을 확인합니다.',
      },
      order: {
        title: '주문 처리',
        body: '마켓 주문을 가져와 발주·송장 등록·배송과 CS를 처리합니다.',
      },
    },
  },
  sourcesCard: {
    title: '수집 가능한 사이트',
  },
};
