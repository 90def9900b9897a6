/** The 이미지 저장소 section of the settings screen (/app/setting). */
export const imageStorage = {
  title: '이미지 저장소',
  description:
    '업로드한 이미지가 차지하는 용량입니다. 업로드할 때 사진의 촬영 정보(EXIF, 위치 정보)는 지워집니다.',
  totals: {
    count: '이미지 {{count}}장',
    bytes: '사용 중 {{size}}',
  },
  types: {
    edit: '상세 편집기',
    main: '대표 이미지',
    detail: '상세 페이지',
    option: '옵션 이미지',
  },
  table: {
    type: '종류',
    count: '개수',
    bytes: '용량',
    actions: '관리',
  },
  chart: {
    title: '최근 {{days}}일 사용량',
    axisMax: '최대 {{size}}',
    label: '최근 {{count}}일 동안의 이미지 저장소 사용량',
    loading: '차트를 불러오는 중…',
  },
  upload: {
    type: '업로드할 종류',
    button: '이미지 업로드',
    hint: 'jpeg, jpg, png · 파일당 200MB까지',
    done: '이미지 {{count}}장을 업로드했습니다.',
    refused: '{{name}}: {{reason}}',
  },
  recent: {
    title: '최근 업로드',
    empty: '아직 업로드한 이미지가 없습니다.',
  },
  reset: {
    button: '초기화',
    title: '{{type}} 이미지 초기화',
    message:
      '{{type}} 이미지 {{count}}장({{size}})을 저장소에서 모두 삭제합니다. 상품 상세 페이지에 이미 넣은 이미지는 상품에서 계속 보입니다. 되돌릴 수 없습니다.',
    confirm: '모두 삭제',
    done: '{{type}} 이미지 {{count}}장을 삭제했습니다.',
  },
  loadFailed: '이미지 저장소 정보를 불러오지 못했습니다.',
};
