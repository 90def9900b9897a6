/** "상세페이지 다시 처리" of the catalogue: images into the image store, translation, the one HTML policy. */
export const detailReprocess = {
  button: '상세페이지 다시 처리',
  title: '상세페이지 다시 처리',
  description:
    '선택한 상품 {{count}}개의 상세페이지 이미지를 셀러데스크 이미지 저장소로 옮기고, 중국어 문구를 번역하고, 허용되지 않는 태그를 정리합니다. 이미 처리한 이미지는 다시 받지 않습니다.',
  noSelection: '처리할 상품을 먼저 선택해주세요.',
  start: '처리 시작',
  cancel: '취소',
  close: '닫기',
  started: '상세페이지 다시 처리를 시작했습니다. (작업 #{{workNumber}})',
  loadFailed: '작업 진행 상황을 불러오지 못했습니다.',
  counts: '성공 {{succeeded}} · 실패 {{failed}} · 건너뜀 {{skipped}} / 전체 {{total}}',
  untitled: '(제목 없음)',
  works: {
    percent: '{{percent}}%',
    segments: {
      succeeded: '성공',
      skipped: '건너뜀',
      failed: '실패',
    },
  },
  states: {
    queued: '대기 중',
    running: '처리 중',
    succeeded: '성공',
    failed: '실패',
    skipped: '건너뜀',
  },
};
