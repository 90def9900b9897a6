import { COURIER_CODES } from '../shared/couriers';
import { NOTICE_TYPE_BY_ID, noticeTypesFor, ORIGIN_AREAS, type NaverCatalog } from './catalog';
import {
  BANNED_NAME,
  isInt,
  isObject,
  nonEmpty,
  Problems,
  type InvalidInput,
  type Json,
} from './check-support';
import { checkOptions } from './option-check';

export type { InvalidInput } from './check-support';

/**
 * What Naver checks in a `POST /v2/products` (and full `PUT`) body (markets.md §1.3): required fields,
 * enums, the category leaf, the notice type of the category with its required fields, option
 * combinations and their price bands, images from its own upload API, the seller's address book.
 * Each problem is one `invalidInputs` entry with a Korean message, as Naver answers them.
 */

export type ProductCheckContext = {
  catalog: NaverCatalog;
  mode: 'create' | 'update';
  /** Image URLs this store uploaded through the image API. */
  isOwnImage(url: string): boolean;
  /** The store's address book: id → RELEASE | REFUND_OR_EXCHANGE. */
  addressType(id: string): string | null;
};

function checkImages(origin: Json, problems: Problems, context: ProductCheckContext): void {
  const images = origin.images;
  if (
    !isObject(images) ||
    !isObject(images.representativeImage) ||
    !nonEmpty(images.representativeImage.url)
  ) {
    problems.required('originProduct.images.representativeImage.url');
    return;
  }
  const optional = Array.isArray(images.optionalImages) ? images.optionalImages : [];
  if (optional.length > 9) {
    problems.add(
      'originProduct.images.optionalImages',
      'Size',
      '추가 이미지는 최대 9개까지 등록할 수 있습니다.',
    );
  }
  const urls = [
    images.representativeImage.url,
    ...optional.map((image) => (isObject(image) ? image.url : null)),
  ];
  urls.forEach((url, index) => {
    if (typeof url !== 'string' || !context.isOwnImage(url)) {
      problems.add(
        index === 0
          ? 'originProduct.images.representativeImage.url'
          : `originProduct.images.optionalImages[${index - 1}].url`,
        'InvalidImageUrl',
        '상품 이미지는 상품 이미지 업로드 API로 등록한 URL만 사용할 수 있습니다.',
      );
    }
  });
}

function checkDelivery(origin: Json, problems: Problems, context: ProductCheckContext): void {
  const delivery = origin.deliveryInfo;
  if (delivery === undefined) {
    return;
  }
  if (!isObject(delivery)) {
    problems.required('originProduct.deliveryInfo');
    return;
  }
  const path = 'originProduct.deliveryInfo';
  const type = delivery.deliveryType;
  problems.oneOf(`${path}.deliveryType`, type, ['DELIVERY', 'DIRECT']);
  problems.oneOf(`${path}.deliveryAttributeType`, delivery.deliveryAttributeType, [
    'NORMAL',
    'TODAY',
    'OPTION_TODAY',
    'HOPE',
    'TODAY_ARRIVAL',
    'DAWN_ARRIVAL',
    'ARRIVAL_GUARANTEE',
  ]);
  if (
    type === 'DELIVERY' &&
    (typeof delivery.deliveryCompany !== 'string' || !COURIER_CODES.has(delivery.deliveryCompany))
  ) {
    problems.add(`${path}.deliveryCompany`, 'InvalidEnum', '택배사 코드가 올바르지 않습니다.');
  }
  const fee = delivery.deliveryFee;
  if (!isObject(fee)) {
    problems.required(`${path}.deliveryFee`);
  } else if (
    problems.oneOf(`${path}.deliveryFee.deliveryFeeType`, fee.deliveryFeeType, [
      'FREE',
      'CONDITIONAL_FREE',
      'PAID',
      'UNIT_QUANTITY_PAID',
      'RANGE_QUANTITY_PAID',
    ])
  ) {
    if (fee.deliveryFeeType !== 'FREE' && (!isInt(fee.baseFee) || fee.baseFee <= 0)) {
      problems.add(`${path}.deliveryFee.baseFee`, 'Min', '유료 배송은 기본 배송비를 입력해야 합니다.');
    }
    if (
      fee.deliveryFeeType === 'CONDITIONAL_FREE' &&
      (!isInt(fee.freeConditionalAmount) || fee.freeConditionalAmount <= 0)
    ) {
      problems.add(
        `${path}.deliveryFee.freeConditionalAmount`,
        'Min',
        '조건부 무료 배송은 무료 조건 금액을 입력해야 합니다.',
      );
    }
    if (
      fee.deliveryFeeType === 'UNIT_QUANTITY_PAID' &&
      (!isInt(fee.repeatQuantity) || fee.repeatQuantity < 1)
    ) {
      problems.add(
        `${path}.deliveryFee.repeatQuantity`,
        'Min',
        '수량별 배송비는 반복 수량을 입력해야 합니다.',
      );
    }
    if (fee.deliveryFeePayType !== undefined) {
      problems.oneOf(`${path}.deliveryFee.deliveryFeePayType`, fee.deliveryFeePayType, [
        'COLLECT',
        'PREPAID',
        'COLLECT_OR_PREPAID',
      ]);
    }
  }
  const claim = delivery.claimDeliveryInfo;
  if (!isObject(claim)) {
    problems.required(`${path}.claimDeliveryInfo`);
    return;
  }
  for (const key of ['returnDeliveryFee', 'exchangeDeliveryFee']) {
    if (!isInt(claim[key]) || (claim[key] as number) < 0) {
      problems.required(`${path}.claimDeliveryInfo.${key}`);
    }
  }
  const addresses: [string, string][] = [
    ['shippingAddressId', 'RELEASE'],
    ['returnAddressId', 'REFUND_OR_EXCHANGE'],
  ];
  for (const [key, wanted] of addresses) {
    const id = claim[key];
    if (id === undefined) {
      continue;
    }
    if (context.addressType(String(id)) !== wanted) {
      problems.add(
        `${path}.claimDeliveryInfo.${key}`,
        'NotFound',
        key === 'shippingAddressId'
          ? '판매자 주소록에 없는 출고지입니다.'
          : '판매자 주소록에 없는 반품/교환지입니다.',
      );
    }
  }
}

function checkNotice(
  detail: Json,
  categoryId: unknown,
  problems: Problems,
  context: ProductCheckContext,
): void {
  const path = 'originProduct.detailAttribute.productInfoProvidedNotice';
  const notice = detail.productInfoProvidedNotice;
  if (!isObject(notice)) {
    if (context.mode === 'create') {
      problems.required(path);
    }
    return;
  }
  const type = notice.productInfoProvidedNoticeType;
  const row = typeof categoryId === 'string' ? context.catalog.byId.get(categoryId) : undefined;
  const allowed = row ? noticeTypesFor(row) : [...NOTICE_TYPE_BY_ID.keys()];
  if (!problems.oneOf(`${path}.productInfoProvidedNoticeType`, type, allowed)) {
    return;
  }
  const definition = NOTICE_TYPE_BY_ID.get(type as string);
  const key = (type as string)
    .toLowerCase()
    .replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const values = notice[key];
  if (!definition || !isObject(values)) {
    problems.required(`${path}.${key}`);
    return;
  }
  for (const field of definition.fields) {
    if (field.required && !nonEmpty(values[field.fieldName])) {
      problems.add(
        `${path}.${key}.${field.fieldName}`,
        'NotBlank',
        `'${field.fieldLabel}' 항목을 입력해야 합니다.`,
      );
    }
  }
}

function checkDetailAttribute(origin: Json, problems: Problems, context: ProductCheckContext): number | null {
  const detail = origin.detailAttribute;
  const path = 'originProduct.detailAttribute';
  if (!isObject(detail)) {
    problems.required(path);
    return null;
  }
  const service = detail.afterServiceInfo;
  if (!isObject(service) || !nonEmpty(service.afterServiceTelephoneNumber)) {
    problems.required(`${path}.afterServiceInfo.afterServiceTelephoneNumber`);
  }
  if (!isObject(service) || !nonEmpty(service.afterServiceGuideContent)) {
    problems.required(`${path}.afterServiceInfo.afterServiceGuideContent`);
  }
  const origins = detail.originAreaInfo;
  if (!isObject(origins) || !nonEmpty(origins.originAreaCode)) {
    problems.required(`${path}.originAreaInfo.originAreaCode`);
  } else if (!ORIGIN_AREAS.some((area) => area.code === origins.originAreaCode)) {
    problems.add(`${path}.originAreaInfo.originAreaCode`, 'NotFound', '원산지 코드가 올바르지 않습니다.');
  } else if (String(origins.originAreaCode).startsWith('02') && !nonEmpty(origins.importer)) {
    problems.add(`${path}.originAreaInfo.importer`, 'NotBlank', '수입산은 수입사를 입력해야 합니다.');
  } else if (origins.originAreaCode === '03' && !nonEmpty(origins.content)) {
    problems.add(`${path}.originAreaInfo.content`, 'NotBlank', '원산지를 직접 입력해야 합니다.');
  }
  if (typeof detail.minorPurchasable !== 'boolean') {
    problems.required(`${path}.minorPurchasable`);
  }
  if (detail.taxType !== undefined) {
    problems.oneOf(`${path}.taxType`, detail.taxType, ['TAX', 'DUTYFREE', 'SMALL']);
  }
  const exclusion = detail.certificationTargetExcludeContent;
  if (isObject(exclusion)) {
    if (exclusion.kcExemptionType !== undefined) {
      problems.oneOf(`${path}.certificationTargetExcludeContent.kcExemptionType`, exclusion.kcExemptionType, [
        'OVERSEAS',
        'SAFE_CRITERION',
        'PARALLEL_IMPORT',
      ]);
      if (exclusion.kcCertifiedProductExclusionYn !== 'KC_EXEMPTION_OBJECT') {
        problems.add(
          `${path}.certificationTargetExcludeContent.kcCertifiedProductExclusionYn`,
          'Invalid',
          'KC 면제 유형을 지정하면 KC 인증 대상 여부는 KC_EXEMPTION_OBJECT여야 합니다.',
        );
      }
    }
  }
  const seo = detail.seoInfo;
  if (isObject(seo) && Array.isArray(seo.sellerTags)) {
    if (seo.sellerTags.length > 10) {
      problems.add(`${path}.seoInfo.sellerTags`, 'Size', '태그는 최대 10개까지 등록할 수 있습니다.');
    }
    seo.sellerTags.forEach((tag: unknown, index) => {
      const text = isObject(tag) ? tag.text : undefined;
      if (!nonEmpty(text) || text.length > 10 || /\s/.test(text)) {
        problems.add(
          `${path}.seoInfo.sellerTags[${index}].text`,
          'Invalid',
          '태그는 공백 없이 10자까지 입력할 수 있습니다.',
        );
      }
    });
  }
  checkNotice(
    detail,
    origin.leafCategoryId === undefined ? undefined : String(origin.leafCategoryId as string | number),
    problems,
    context,
  );
  return checkOptions(origin, detail, problems);
}

/** Every problem of a product body (empty when Naver would accept it) and the stock it ends with. */
export function checkNaverProduct(
  body: unknown,
  context: ProductCheckContext,
): { problems: InvalidInput[]; stock: number } {
  const problems = new Problems();
  if (!isObject(body) || !isObject(body.originProduct)) {
    problems.required('originProduct');
    return { problems: problems.list, stock: 0 };
  }
  const origin = body.originProduct;
  const statuses = context.mode === 'create' ? ['SALE'] : ['SALE', 'OUTOFSTOCK', 'SUSPENSION'];
  problems.oneOf('originProduct.statusType', origin.statusType, statuses);
  if (origin.saleType !== undefined) {
    problems.oneOf('originProduct.saleType', origin.saleType, ['NEW', 'OLD']);
  }
  const categoryId =
    origin.leafCategoryId === undefined ? undefined : String(origin.leafCategoryId as string | number);
  const category = categoryId === undefined ? undefined : context.catalog.byId.get(categoryId);
  if (origin.leafCategoryId === undefined && context.mode === 'create') {
    problems.required('originProduct.leafCategoryId');
  } else if (origin.leafCategoryId !== undefined && !category) {
    problems.add('originProduct.leafCategoryId', 'NotFound', '존재하지 않는 카테고리입니다.');
  } else if (category && !category.last) {
    problems.add('originProduct.leafCategoryId', 'Invalid', '최하위(리프) 카테고리만 선택할 수 있습니다.');
  }
  if (!nonEmpty(origin.name)) {
    problems.required('originProduct.name');
  } else if (origin.name.length > 100) {
    problems.add('originProduct.name', 'Size', '상품명은 100자까지 입력할 수 있습니다.');
  } else if (BANNED_NAME.test(origin.name)) {
    problems.add(
      'originProduct.name',
      'Pattern',
      '상품명에 사용할 수 없는 특수문자(< > \\ * ? ")가 있습니다.',
    );
  }
  if (!isInt(origin.salePrice) || origin.salePrice < 10 || origin.salePrice > 999_999_990) {
    problems.add('originProduct.salePrice', 'Range', '판매가는 10원 이상 999,999,990원 이하여야 합니다.');
  } else if (origin.salePrice % 10 !== 0) {
    problems.add('originProduct.salePrice', 'Pattern', '판매가는 10원 단위로 입력해야 합니다.');
  }
  if (origin.stockQuantity === undefined && context.mode === 'create') {
    problems.required('originProduct.stockQuantity');
  } else if (
    origin.stockQuantity !== undefined &&
    (!isInt(origin.stockQuantity) || origin.stockQuantity < 0)
  ) {
    problems.add('originProduct.stockQuantity', 'Range', '재고수량이 올바르지 않습니다.');
  }
  if (context.mode === 'create' && !nonEmpty(origin.detailContent)) {
    problems.required('originProduct.detailContent');
  }
  checkImages(origin, problems, context);
  checkDelivery(origin, problems, context);
  const optionStock = checkDetailAttribute(origin, problems, context);
  const channel = body.smartstoreChannelProduct;
  if (!isObject(channel)) {
    problems.required('smartstoreChannelProduct');
  } else {
    if (typeof channel.naverShoppingRegistration !== 'boolean') {
      problems.required('smartstoreChannelProduct.naverShoppingRegistration');
    }
    problems.oneOf(
      'smartstoreChannelProduct.channelProductDisplayStatusType',
      channel.channelProductDisplayStatusType,
      ['ON', 'SUSPENSION'],
    );
  }
  const stock = optionStock ?? (isInt(origin.stockQuantity) ? origin.stockQuantity : 0);
  return { problems: problems.list, stock };
}
