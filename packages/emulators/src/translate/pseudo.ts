/**
 * Deterministic stand-in for machine translation (Chinese → Korean). Common product words come from a
 * small dictionary; any other Han character becomes a fixed Hangul syllable, so unknown text still
 * comes back changed, the same way every time, and never still Chinese. Everything else — digits,
 * Latin letters, codes, newlines — is kept, as real engines keep model numbers.
 */
const DICTIONARY: Record<string, string> = {
  颜色分类: '색상 분류',
  颜色: '색상',
  尺码: '사이즈',
  尺寸: '크기',
  套餐类型: '구성',
  套餐一: '구성1',
  套餐二: '구성2',
  官方标配: '기본 구성',
  礼盒装: '선물 세트',
  规格: '규격',
  黑色: '블랙',
  白色: '화이트',
  红色: '레드',
  蓝色: '블루',
  灰色: '그레이',
  粉色: '핑크',
  绿色: '그린',
  紫色: '퍼플',
  卡其色: '카키',
  杏色: '살구색',
  深蓝: '네이비',
  银白: '실버화이트',
  亮黑: '유광 블랙',
  砂黑: '무광 블랙',
  砂灰: '무광 그레이',
  夏季: '여름',
  冬季: '겨울',
  新款: '신상',
  纯棉: '순면',
  宽松: '루즈핏',
  百搭: '데일리',
  男士: '남성',
  女士: '여성',
  儿童: '아동',
  加厚: '두꺼운',
  便携: '휴대용',
  家用: '가정용',
  大容量: '대용량',
  无线: '무선',
  蓝牙: '블루투스',
  不锈钢: '스테인리스',
  韩版: '한국 스타일',
  复古: '레트로',
  简约: '심플',
  短袖: '반팔',
  连衣裙: '원피스',
  运动鞋: '운동화',
  双肩包: '백팩',
  保温杯: '보온병',
  机械键盘: '기계식 키보드',
  键盘: '키보드',
  手机壳: '휴대폰 케이스',
  数据线: '데이터 케이블',
  收纳盒: '수납함',
  拖鞋: '슬리퍼',
  牛仔裤: '청바지',
  卫衣: '맨투맨',
  太阳镜: '선글라스',
  墨镜: '선글라스',
  盒子: '케이스',
  充电器: '충전기',
  支架: '거치대',
  磁吸: '자석식',
  品牌: '브랜드',
  材质: '소재',
  型号: '모델',
  其他: '기타',
  批发: '도매',
  包邮: '무료배송',
  旗舰店: '공식 스토어',
  号: '번',
  件: '개',
  个: '개',
  款: '스타일',
  '，': ', ',
  '。': '. ',
  '（': '(',
  '）': ')',
  '：': ': ',
  '、': ', ',
};

const KEYS = Object.keys(DICTIONARY).sort((a, b) => b.length - a.length);
const MAX_KEY = Math.max(...KEYS.map((k) => k.length));
const HAN = /\p{Script=Han}/u;

function hangulFor(codePoint: number): string {
  return String.fromCharCode(0xac00 + ((codePoint * 7919) % 11172));
}

export function pseudoTranslate(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    let matched = false;
    for (let length = Math.min(MAX_KEY, text.length - i); length > 0; length--) {
      const candidate = text.slice(i, i + length);
      const translation = DICTIONARY[candidate];
      if (translation !== undefined) {
        out += translation;
        i += length;
        matched = true;
        break;
      }
    }
    if (matched) {
      continue;
    }
    const codePoint = text.codePointAt(i)!;
    const char = String.fromCodePoint(codePoint);
    out += HAN.test(char) ? hangulFor(codePoint) : char;
    i += char.length;
  }
  return out;
}

/** HTML (Google `format=html`): only text between tags is translated. */
export function pseudoTranslateHtml(html: string): string {
  return html.replace(
    /(^|>)([^<]+)(?=<|$)/g,
    (_m, open: string, body: string) => open + pseudoTranslate(body),
  );
}
