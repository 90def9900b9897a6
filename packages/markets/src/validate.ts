import { particle, withParticle } from '@sellerdesk/domain';
import { bannedCharactersIn, textLength, type MarketLimits, type TagRule } from './limits';
import type { ListingDraft } from './listing';
import { MARKET_NAMES } from './names';
import { chooseNoticeGroup, fillNotice } from './notices';
import { matchOptionAxes } from './option-axes';
import type { CategoryRequirements } from './port';
import { Problems, type ListingProblem } from './problems';
import { tagRefusal } from './tags';
import { checkOffer } from './validate-offer';

export type { ListingProblem, ProblemField } from './problems';

export type ValidationInput = {
  draft: ListingDraft;
  limits: MarketLimits;
  /** The requirements of the draft's category; null when the market does not know the category. */
  requirements: CategoryRequirements | null;
  /** Image sizes in bytes, when the image store knows them. */
  imageBytes?: ReadonlyMap<string, number>;
  /** New listings of this account today, for markets with a daily cap; only for a listing not yet made. */
  registrationsToday?: number;
};

/** Tags the market takes: trimmed, without spaces or refused characters, within its length and count. */
export function usableTags(tags: readonly string[], limits: MarketLimits): string[] {
  const rule = limits.tags;
  const kept: string[] = [];
  if (!rule) {
    return kept;
  }
  for (const tag of tags) {
    if (kept.length >= rule.maxCount) {
      break;
    }
    if (isUsableTag(tag, rule) && !kept.includes(tag)) {
      kept.push(tag);
    }
  }
  return kept;
}

function isUsableTag(tag: string, rule: TagRule): boolean {
  return tagRefusal(tag, rule) === null;
}

/** Images the market takes: at most its count, representative first. */
export function usableImages(images: readonly string[], limits: MarketLimits): string[] {
  return images.slice(0, limits.images.maxCount);
}

function extensionOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const match = /\.([a-z0-9]{2,5})$/i.exec(path);
  return match?.[1]?.toLowerCase() ?? '';
}

function checkTitle(input: ValidationInput, problems: Problems): void {
  const { draft, limits } = input;
  const market = MARKET_NAMES[draft.market];
  if (draft.title === '') {
    problems.error(
      'TITLE_EMPTY',
      'title',
      '상품명이 없습니다.',
      '상품 편집에서 한국어 상품명을 입력해주세요.',
    );
    return;
  }
  const length = textLength(draft.title, limits.name.unit);
  if (length > limits.name.maxLength) {
    const unit = limits.name.unit === 'characters' ? '자' : '바이트';
    problems.error(
      'TITLE_TOO_LONG',
      'title',
      `상품명이 ${market} 최대 ${limits.name.maxLength}${unit}를 넘습니다. (현재 ${length}${unit})`,
      `상품명을 ${limits.name.maxLength}${unit} 이내로 줄여주세요.`,
    );
  }
  const banned = bannedCharactersIn(draft.title, limits.name.bannedCharacters);
  if (banned.length > 0) {
    problems.error(
      'TITLE_BANNED_CHARACTERS',
      'title',
      `상품명에 ${market}에서 쓸 수 없는 문자(${banned.join(' ')})가 있습니다.`,
      `상품명에서 ${banned.join(' ')} 를 지워주세요.`,
    );
  }
}

function checkCategory(input: ValidationInput, problems: Problems): CategoryRequirements | null {
  const { draft, requirements } = input;
  const market = MARKET_NAMES[draft.market];
  if (!draft.categoryId) {
    problems.error(
      'CATEGORY_MISSING',
      'category',
      `${market} 카테고리가 정해지지 않았습니다.`,
      draft.market === 'SmartStore'
        ? "'카테고리 지정'을 눌러 상품 편집의 카테고리에서 스마트스토어 카테고리를 선택해주세요."
        : `'카테고리 지정'에서 상품의 스마트스토어 카테고리를 정하고, 설정의 카테고리 매핑에서 그에 맞는 ${market} 카테고리를 확정해주세요.`,
    );
    return null;
  }
  if (!requirements) {
    problems.error(
      'CATEGORY_UNKNOWN',
      'category',
      `${market}에 없는 카테고리입니다. (${draft.categoryId})`,
      '카테고리 목록을 새로 고친 뒤 카테고리를 다시 선택해주세요.',
    );
    return null;
  }
  if (!requirements.category.isLeaf) {
    problems.error(
      'CATEGORY_NOT_LEAF',
      'category',
      `'${requirements.category.path.join(' > ')}'는 최하위 카테고리가 아닙니다.`,
      '하위 카테고리까지 끝까지 선택해주세요.',
    );
  }
  return requirements;
}

function checkNotice(input: ValidationInput, requirements: CategoryRequirements, problems: Problems): void {
  const { draft } = input;
  const group = chooseNoticeGroup(requirements, draft);
  if (!group) {
    return;
  }
  if (draft.notice.groupId && group.id !== draft.notice.groupId) {
    problems.warning(
      'NOTICE_GROUP_REPLACED',
      'notice',
      `템플릿의 상품정보제공고시 유형이 이 카테고리에 맞지 않아 '${group.name}'으로 보냅니다.`,
      '템플릿의 고시 유형을 카테고리에 맞게 바꾸면 이 안내가 사라집니다.',
    );
  }
  for (const field of fillNotice(group, draft).missing) {
    problems.error(
      'NOTICE_VALUE_MISSING',
      'notice',
      `상품정보제공고시(${group.name}) '${field.label}' 값이 없습니다.`,
      field.fact === 'manufacturer'
        ? '상품의 제조사나 템플릿의 제조사를 입력해주세요.'
        : field.fact === 'origin'
          ? '상품의 원산지나 템플릿의 원산지를 입력해주세요.'
          : field.fact === 'afterServicePhone'
            ? '템플릿의 A/S 전화번호를 입력해주세요.'
            : `템플릿의 고시 기본값에 '${field.label}'을 입력해주세요.`,
    );
  }
}

function checkOptionAxes(
  input: ValidationInput,
  requirements: CategoryRequirements,
  problems: Problems,
): void {
  const { draft } = input;
  const market = MARKET_NAMES[draft.market];
  const match = matchOptionAxes(draft.optionGroupNames, requirements);
  const offered = requirements.attributes.filter((attribute) => attribute.isPurchaseOption);
  const names = offered.map((attribute) => attribute.name).join(', ');
  if (requirements.optionNamesRestricted) {
    draft.optionGroupNames.forEach((groupName, index) => {
      if (match.byGroup[index] === null) {
        problems.error(
          'OPTION_NAME_NOT_ALLOWED',
          'options',
          `옵션명 '${groupName}'${particle(groupName, '은/는')} 이 ${market} 카테고리의 구매옵션이 아닙니다.`,
          names ? `옵션명을 다음 중 하나로 바꿔주세요: ${names}` : `${market} 카테고리를 다시 확인해주세요.`,
        );
      }
    });
  }
  for (const attribute of match.missing) {
    problems.error(
      'OPTION_REQUIRED_MISSING',
      'options',
      `이 ${market} 카테고리는 구매옵션 '${attribute.name}'${particle(attribute.name, '이/가')} 필수입니다.`,
      `옵션 그룹 '${attribute.name}'${particle(attribute.name, '을/를')} 추가하거나 기존 옵션명을 '${attribute.name}'${particle(attribute.name, '으로/로')} 바꿔주세요.`,
    );
  }
}

function checkImages(input: ValidationInput, problems: Problems): void {
  const { draft, limits, imageBytes } = input;
  const market = MARKET_NAMES[draft.market];
  if (draft.images.length === 0) {
    problems.error(
      'IMAGE_MISSING',
      'images',
      '대표 이미지가 없습니다.',
      '상품 이미지를 한 장 이상 넣어주세요.',
    );
    return;
  }
  if (draft.images.length > limits.images.maxCount) {
    problems.warning(
      'IMAGE_COUNT_OVER',
      'images',
      `${market}에는 이미지를 ${limits.images.maxCount}장까지 올릴 수 있어 앞의 ${limits.images.maxCount}장만 보냅니다. (현재 ${draft.images.length}장)`,
      '보낼 이미지를 고르려면 이미지 순서를 바꾸거나 줄여주세요.',
    );
  }
  usableImages(draft.images, limits).forEach((url, index) => {
    const extension = extensionOf(url);
    if (extension && !limits.images.formats.includes(extension)) {
      problems.error(
        'IMAGE_FORMAT',
        'images',
        `${index + 1}번째 이미지 형식(${extension})은 ${market}에서 받지 않습니다.`,
        `${limits.images.formats.join(', ')} 형식의 이미지로 바꿔주세요.`,
      );
    }
    const bytes = imageBytes?.get(url);
    if (bytes !== undefined && bytes > limits.images.maxBytes) {
      const mb = (value: number) => `${(value / 1024 / 1024).toFixed(1)}MB`;
      problems.error(
        'IMAGE_TOO_LARGE',
        'images',
        `${index + 1}번째 이미지가 ${market} 최대 ${mb(limits.images.maxBytes)}를 넘습니다. (${mb(bytes)})`,
        '이미지를 줄이거나 다른 이미지로 바꿔주세요.',
      );
    }
  });
}

function checkTags(input: ValidationInput, problems: Problems): void {
  const { draft } = input;
  const rule = input.limits.tags;
  if (!rule) {
    // The market has no tag field: nothing is sent, so there is nothing for the seller to fix.
    return;
  }
  const market = MARKET_NAMES[draft.market];
  const unusable = draft.tags.filter((tag) => !isUsableTag(tag, rule));
  if (unusable.length > 0) {
    problems.warning(
      'TAGS_UNUSABLE',
      'tags',
      `태그 ${unusable.map((tag) => `'${tag}'`).join(', ')}${particle(unusable.at(-1)!, '은/는')} ${market}에 보내지 않습니다. (공백·특수문자 없이 ${rule.maxLength}자 이내)`,
      '태그를 고치거나 지워주세요.',
    );
  }
  const usable = draft.tags.length - unusable.length;
  if (usable > rule.maxCount) {
    problems.warning(
      'TAGS_OVER',
      'tags',
      `${market}에는 태그를 ${rule.maxCount}개까지 보낼 수 있어 앞의 ${rule.maxCount}개만 보냅니다. (현재 ${usable}개)`,
      '중요한 태그를 앞쪽에 두거나 태그를 줄여주세요.',
    );
  }
}

function checkTemplate(input: ValidationInput, problems: Problems): void {
  const { draft } = input;
  const { delivery } = draft;
  const missing = (what: string, fix: string) =>
    problems.error(
      'TEMPLATE_INCOMPLETE',
      'template',
      `템플릿에 ${withParticle(what, '이/가')} 없습니다.`,
      fix,
    );
  if (!delivery.courierId) {
    missing('택배사', '템플릿에서 택배사를 선택해주세요.');
  }
  if (!delivery.shippingAddressId) {
    missing('출고지', '템플릿에서 마켓에 등록된 출고지를 선택해주세요.');
  }
  if (!delivery.returnAddressId) {
    missing('반품/교환지', '템플릿에서 마켓에 등록된 반품지를 선택해주세요.');
  }
  if (!draft.afterService.phone) {
    missing('A/S 전화번호', '템플릿의 A/S 정보에 전화번호를 입력해주세요.');
  }
  if (delivery.type === 'conditional' && delivery.freeOver <= 0) {
    missing('조건부 무료배송 기준 금액', '템플릿의 배송비 설정에서 무료배송 기준 금액을 입력해주세요.');
  }
  if (delivery.type !== 'free' && delivery.fee <= 0) {
    missing('기본 배송비', '템플릿의 배송비를 입력하거나 무료배송으로 바꿔주세요.');
  }
}

function checkDailyCap(input: ValidationInput, problems: Problems): void {
  const limit = input.limits.dailyRegistrations;
  const used = input.registrationsToday;
  if (limit === undefined || used === undefined) {
    return;
  }
  const market = MARKET_NAMES[input.draft.market];
  if (used >= limit) {
    problems.error(
      'DAILY_LIMIT_REACHED',
      'template',
      `오늘 ${market} 신규 등록 한도 ${limit}개를 모두 사용했습니다. (${used}/${limit})`,
      '자정 이후에 다시 등록해주세요. 이미 등록된 상품의 수정은 할 수 있습니다.',
    );
  } else if (used >= Math.floor(limit * 0.9)) {
    problems.warning(
      'DAILY_LIMIT_NEAR',
      'template',
      `오늘 ${market} 신규 등록 한도에 가깝습니다. (${used}/${limit}, 남은 ${limit - used}개)`,
      '한도를 넘는 상품은 자정 이후에 등록됩니다.',
    );
  }
}

function checkDetail(input: ValidationInput, problems: Problems): void {
  const html = input.draft.detailHtml;
  const hasContent = /<img\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;/gi, '').trim() !== '';
  if (!hasContent) {
    problems.error(
      'DETAIL_EMPTY',
      'detail',
      '상세페이지 내용이 없습니다.',
      '상품 편집에서 상세페이지를 입력해주세요.',
    );
  }
}

/**
 * The pre-upload check of one product against one market: every problem the market would refuse it for,
 * each with what to fix, plus the adjustments Sellerdesk makes on the way (warnings). Pure and fast:
 * the category's requirements and image sizes are passed in.
 */
export function validateListing(input: ValidationInput): ListingProblem[] {
  const problems = new Problems();
  checkTitle(input, problems);
  const requirements = checkCategory(input, problems);
  if (requirements) {
    checkNotice(input, requirements, problems);
    checkOptionAxes(input, requirements, problems);
  }
  checkImages(input, problems);
  checkOffer(input, problems);
  checkTags(input, problems);
  checkTemplate(input, problems);
  checkDetail(input, problems);
  checkDailyCap(input, problems);
  return problems.list;
}

/** True when the market would take the listing (warnings only). */
export function isListable(problems: readonly ListingProblem[]): boolean {
  return problems.every((problem) => problem.severity !== 'error');
}
