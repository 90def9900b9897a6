import { parseProductDetail, type ProductDetail, type ProductDetailInput } from '@sellerdesk/domain';
import { ListingTemplate, type ListingTemplateInput } from '../src/template';

/** Products and templates as the upload pipeline hands them to the market layer. */

export type OptionSpec = {
  groups: [string, string[]][];
  prices: (values: string[], index: number) => number;
};

const KO_COLORS = ['블랙', '화이트', '네이비', '그레이', '베이지'];
const KO_SIZES = ['S', 'M', 'L', 'XL'];

function combinations(groups: [string, string[]][]): string[][] {
  return groups.reduce<string[][]>(
    (rows, [, values]) => rows.flatMap((row) => values.map((value) => [...row, value])),
    [[]],
  );
}

export type ProductFixtureOptions = {
  code?: string;
  title?: string;
  /** SmartStore category of the product (default 여성 원피스). */
  categoryId?: string | null;
  images?: string[];
  /** Option groups and a price per combination; undefined: a product without options. */
  options?: OptionSpec;
  price?: number;
  stock?: number;
  tags?: string[];
  detailHtml?: string;
  manufacturer?: string;
  origin?: string;
};

export function productFixture(options: ProductFixtureOptions = {}): ProductDetail {
  const code = options.code ?? '700000000001';
  const images = options.images ?? [`https://img.example.com/${code}/main.jpg`];
  const now = '2025-06-01T00:00:00.000Z';
  const spec = options.options;
  const rows = spec ? combinations(spec.groups) : [];
  const input: ProductDetailInput = {
    code,
    site: 'taobao',
    title: [
      { language: 'zh', text: '夏季连衣裙' },
      { language: 'ko', text: options.title ?? '여름 린넨 원피스 루즈핏 데일리' },
    ],
    detailPageHtml: options.detailHtml ?? `<p>시원한 린넨 원피스입니다.</p><img src="${images[0] ?? ''}">`,
    option: spec
      ? {
          optionGroups: spec.groups.map(([name, values], groupIndex) => ({
            id: `g${groupIndex}`,
            groupName: [{ language: 'ko', text: name }],
            groups: values.map((value, valueIndex) => ({
              id: `g${groupIndex}v${valueIndex}`,
              optionName: [{ language: 'ko', text: value }],
            })),
          })),
          detailOptions: rows.map((values, index) => {
            const won = spec.prices(values, index);
            return {
              id: `sku-${code}-${index}`,
              groupName: spec.groups.map(([name]) => name).join('//'),
              optionName: values.join('//'),
              price: [
                { currency: 'CNY', originalPrice: '99', salePrice: '89' },
                { currency: 'KRW', originalPrice: won + 5_000, salePrice: won },
              ],
              quantity: 50 + index,
            };
          }),
        }
      : {},
    image: images,
    price: [
      { currency: 'CNY', originalPrice: '99', salePrice: '89' },
      {
        currency: 'KRW',
        originalPrice: (options.price ?? 19_900) + 5_000,
        salePrice: options.price ?? 19_900,
      },
    ],
    quantity: options.stock ?? 100,
    source: {
      site: 'taobao',
      code,
      url: `https://item.taobao.com/item.htm?id=${code}`,
      title: '夏季连衣裙',
      language: 'zh',
      currency: 'CNY',
      price: '89',
      collectedAt: now,
    },
    tags: options.tags ?? ['원피스', '린넨원피스', '여름원피스'],
    category:
      options.categoryId === null
        ? null
        : {
            largeName: '패션의류',
            middleName: '여성의류',
            smallName: '원피스',
            detailName: '',
            id: options.categoryId ?? '50000807',
          },
    manufacturer: options.manufacturer ?? '',
    origin: options.origin ?? '중국',
    createdAt: now,
    updatedAt: now,
  };
  return parseProductDetail(input);
}

/** Two groups (색상 × 사이즈), prices within every market's option bands. */
export function colourSizeOptions(colours = 2, sizes = 2, base = 29_900): OptionSpec {
  return {
    groups: [
      ['색상', KO_COLORS.slice(0, colours)],
      ['사이즈', KO_SIZES.slice(0, sizes)],
    ],
    prices: (values) => base + (values[1] === 'XL' || values[1] === 'L' ? 2_000 : 0),
  };
}

export function templateFixture(
  input: Partial<ListingTemplateInput> & Pick<ListingTemplateInput, 'marketName'>,
): ListingTemplate {
  return ListingTemplate.parse({
    templateName: '기본',
    brandName: '셀러데스크',
    manufacturer: '협력업체',
    originArea: '중국',
    courierId: 'CJGLS',
    afterService: { content: '상세 페이지 참조', phone: '010-1234-5678' },
    topHtml: '<p>해외구매대행 상품입니다.</p>',
    bottomHtml: '<p>배송은 7~14일 걸립니다.</p>',
    ...input,
  });
}
