import {
  applyPriceModel,
  buildDetailOptions,
  codePointLength,
  displayText,
  DomainError,
  ERRORS,
  krwPriceOf,
  MAX_MAIN_IMAGES,
  MAX_OPTION_GROUPS,
  NAME_LIMIT,
  OPTION_NAME_SEPARATOR,
  processProductName,
  productMargin,
  productSalePrice,
  textIn,
  withPriceEntry,
  withSalePrice,
  withText,
  wonPriceRange,
  type DetailOption,
  type Margin,
  type OptionGroup,
  type PriceSettings,
  type ProductDetail,
  type ReplaceWord,
} from '@sellerdesk/domain';

/**
 * The edit panel's pure rules: what the title becomes under the name rules, option group edits and
 * regeneration, price overrides and the margin preview. The panel keeps one draft `ProductDetail` and
 * these answer the next draft, or a Korean problem to show beside the field.
 */

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** Which name rules changed the title, in the order the rules run. */
export type TitleChange = 'filtered' | 'replaced' | 'repeated' | 'spaces' | 'cut';

export type TitlePreview = {
  /** The title as it will be uploaded (spec §5 name rules, cut to 49 characters). */
  result: string;
  /** The title's length after the rules but before the cut: over NAME_LIMIT means it will be cut. */
  length: number;
  limit: number;
  changes: TitleChange[];
};

/** The live preview of the name rules on the Korean title: the seller's filters, repeats, spaces, 49. */
export function titlePreview(
  title: string,
  filters: { removeWords?: readonly string[]; replaceWords?: readonly ReplaceWord[] } = {},
): TitlePreview {
  const removeWords = [...(filters.removeWords ?? [])];
  const replaceWords = [...(filters.replaceWords ?? [])];
  const unlimited = 100_000;
  const collapsed = title.replace(/\s+/gu, ' ').trim();
  const filtered = processProductName(title, { limit: unlimited, removeWords });
  const replaced = processProductName(title, { limit: unlimited, removeWords, replaceWords });
  const uncut = replaced;
  const changes: TitleChange[] = [];
  if (removeWords.length > 0 && filtered !== processProductName(title, { limit: unlimited })) {
    changes.push('filtered');
  }
  if (replaceWords.length > 0 && replaced !== filtered) {
    changes.push('replaced');
  }
  if (processProductName(collapsed, { limit: unlimited }) !== collapsed) {
    changes.push('repeated');
  }
  if (collapsed !== title) {
    changes.push('spaces');
  }
  const length = codePointLength(uncut);
  if (length > NAME_LIMIT) {
    changes.push('cut');
  }
  return {
    result: processProductName(title, { removeWords, replaceWords }),
    length,
    limit: NAME_LIMIT,
    changes,
  };
}

/**
 * The title as collected (Chinese, or Korean/English for Costco). `source.title` first: for a Korean
 * source the title's own `ko` text is the seller's edit, not the original.
 */
export function sourceTitleOf(detail: ProductDetail): string {
  return detail.source.title.trim() || textIn(detail.title, detail.source.language);
}

export function withKoreanTitle(detail: ProductDetail, title: string): ProductDetail {
  return { ...detail, title: withText(detail.title, 'ko', title) };
}

/** "원문으로 되돌리기": the Korean title becomes the source title again. */
export function revertTitle(detail: ProductDetail): ProductDetail {
  return withKoreanTitle(detail, sourceTitleOf(detail));
}

let newIdCounter = 0;
/** An id for a group or value the seller adds (source ids are kept for collected ones). */
export function newOptionId(prefix: string): string {
  newIdCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${newIdCounter}`;
}

/** Adds an empty group (at most 3: a 4th is refused with the catalogue's message). */
export function addOptionGroup(groups: readonly OptionGroup[], name: string): Outcome<OptionGroup[]> {
  if (groups.length >= MAX_OPTION_GROUPS) {
    return { ok: false, message: ERRORS.OPTION_GROUP_LIMIT_EXCEEDED.message };
  }
  return {
    ok: true,
    value: [...groups, { id: newOptionId('group'), groupName: [{ language: 'ko', text: name }], groups: [] }],
  };
}

export function addOptionValue(groups: readonly OptionGroup[], groupId: string, name: string): OptionGroup[] {
  return groups.map((group) =>
    group.id === groupId
      ? {
          ...group,
          groups: [
            ...group.groups,
            {
              id: newOptionId('value'),
              optionName: [{ language: 'ko', text: name }],
              optionImage: null,
              originalPrice: '0',
              salePrice: '0',
              quantity: 1000,
            },
          ],
        }
      : group,
  );
}

/**
 * Every combination of the edited groups (buildDetailOptions): a combination that survives by name keeps
 * its id, price, stock, sold-out and use; new ones are priced with the seller's settings.
 */
export function regenerateOptions(
  detail: ProductDetail,
  groups: readonly OptionGroup[],
  settings: PriceSettings | undefined,
): Outcome<DetailOption[]> {
  try {
    const model = settings?.priceRangeModel;
    const sameCurrency = model && model.currency === detail.source.currency;
    const kept = new Set(detail.option.detailOptions.map((option) => option.id));
    const built = buildDetailOptions(groups, detail.option.detailOptions, {
      sourceCurrency: detail.source.currency,
      ...(sameCurrency ? { priceModel: model } : {}),
    });
    // Values the seller adds have no source price: their new combinations sell at the product's price
    // instead of ₩0 (or no won price at all), and the seller adjusts from there.
    const value = built.map((option) =>
      kept.has(option.id) || (krwPriceOf(option.price)?.salePrice ?? 0) > 0
        ? option
        : { ...option, price: [...detail.price] },
    );
    return { ok: true, value };
  } catch (error) {
    if (error instanceof DomainError) {
      return { ok: false, message: error.message };
    }
    throw error;
  }
}

export type CombinationPatch = {
  salePrice?: number;
  quantity?: number;
  isSoldOut?: boolean;
  checked?: boolean;
};

/** Sets the same values on the chosen combinations; a won price set by hand marks an override. */
export function patchCombinations(
  options: readonly DetailOption[],
  ids: ReadonlySet<string>,
  patch: CombinationPatch,
): DetailOption[] {
  return options.map((option) => {
    if (!ids.has(option.id)) {
      return option;
    }
    const next: DetailOption = { ...option };
    if (patch.salePrice !== undefined) {
      const current = krwPriceOf(option.price);
      next.price = withPriceEntry(option.price, {
        currency: 'KRW',
        salePrice: patch.salePrice,
        originalPrice: Math.max(current?.originalPrice ?? 0, patch.salePrice),
      });
    }
    if (patch.quantity !== undefined) {
      next.quantity = patch.quantity;
    }
    if (patch.isSoldOut !== undefined) {
      next.isSoldOut = patch.isSoldOut;
    }
    if (patch.checked !== undefined) {
      next.checked = patch.checked;
    }
    return next;
  });
}

/** A won price typed by the seller: whole won, 0 or more; anything else is refused in Korean. */
export function parseWon(text: string): Outcome<number> {
  const cleaned = text.replace(/[,\s₩원]/g, '');
  if (!/^\d{1,10}$/.test(cleaned)) {
    return { ok: false, message: '가격은 0 이상의 원 단위 숫자로 입력해주세요.' };
  }
  return { ok: true, value: Number(cleaned) };
}

/**
 * The seller's 판매가 set by hand (kept by "가격 다시 계산" unless the seller asks): the one price model's
 * withSalePrice, so with options the cheapest listed one sells at it and the others keep their extra.
 */
export function overrideProductPrice(detail: ProductDetail, salePrice: number): ProductDetail {
  return { ...withSalePrice(detail, salePrice), priceOverride: true };
}

/** A per-combination price set by hand is an override of the product too. */
export function overrideCombinations(
  detail: ProductDetail,
  detailOptions: DetailOption[],
  priced: boolean,
): ProductDetail {
  return {
    ...detail,
    priceOverride: detail.priceOverride || priced,
    option: { ...detail.option, detailOptions },
  };
}

/** The prices the seller's settings give (the same calculatePrice as collection), override cleared. */
export function priceFromSettings(detail: ProductDetail, settings: PriceSettings): Outcome<ProductDetail> {
  try {
    return {
      ok: true,
      value: { ...applyPriceModel(detail, settings.priceRangeModel), priceOverride: false },
    };
  } catch (error) {
    if (error instanceof DomainError) {
      return { ok: false, message: error.message };
    }
    throw error;
  }
}

/**
 * What the seller keeps of a sale at `salePrice` (productMargin, the catalogue's margin column's rule): the source
 * cost in won at the seller's exchange base, shipping and the SmartStore commission.
 */
export function marginPreview(
  detail: ProductDetail,
  salePrice: number,
  settings: PriceSettings,
  sourceAmount: string = detail.source.price,
): Margin {
  return productMargin(
    { salePrice, sourcePrice: sourceAmount, sourceCurrency: detail.source.currency },
    settings,
    'SmartStore',
  );
}

/**
 * The price tab's figures from the one price model: the 판매가 (the cheapest listed option with options)
 * and the margin the catalogue shows for the saved product, taken at the low end of its won price range.
 */
export function priceTabFigures(
  detail: ProductDetail,
  settings: PriceSettings | undefined,
): { salePrice: number | null; margin: Margin | undefined } {
  const salePrice = productSalePrice(detail);
  const lowest = wonPriceRange(detail).min;
  return {
    salePrice,
    margin: settings && lowest != null ? marginPreview(detail, lowest, settings) : undefined,
  };
}

/** Moves the image at `from` to `to` (dragging); the first is the representative. */
export function moveImage(images: readonly string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= images.length || to >= images.length) {
    return [...images];
  }
  const next = [...images];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export function addImage(images: readonly string[], url: string): Outcome<string[]> {
  if (images.includes(url)) {
    return { ok: false, message: '이미 있는 이미지입니다.' };
  }
  if (images.length >= MAX_MAIN_IMAGES) {
    return { ok: false, message: `대표 이미지는 ${MAX_MAIN_IMAGES}개까지 등록할 수 있습니다.` };
  }
  return { ok: true, value: [...images, url] };
}

/**
 * Renames a value and, at once, its name inside every combination that shows it: the combinations stay
 * keyed by their names, so a later regeneration keeps their id, price, stock, sold-out and use.
 */
export function renameOptionValue(
  option: ProductDetail['option'],
  groupId: string,
  valueId: string,
  name: string,
): ProductDetail['option'] {
  const used = option.optionGroups.filter((group) => group.groups.length > 0);
  const position = used.findIndex((group) => group.id === groupId);
  const value = option.optionGroups
    .find((group) => group.id === groupId)
    ?.groups.find((v) => v.id === valueId);
  if (!value) {
    return option;
  }
  const oldName = displayText(value.optionName);
  const optionGroups = option.optionGroups.map((group) =>
    group.id === groupId
      ? {
          ...group,
          groups: group.groups.map((v) =>
            v.id === valueId ? { ...v, optionName: withText(v.optionName, 'ko', name) } : v,
          ),
        }
      : group,
  );
  const detailOptions =
    position < 0
      ? option.detailOptions
      : option.detailOptions.map((combination) => {
          const parts = combination.optionName.split(OPTION_NAME_SEPARATOR);
          if (parts.length !== used.length || parts[position] !== oldName) {
            return combination;
          }
          parts[position] = name.trim();
          return { ...combination, optionName: parts.join(OPTION_NAME_SEPARATOR) };
        });
  return { optionGroups, detailOptions };
}

/**
 * Whether the combinations match the groups (the names regeneration would give, in order); a save with
 * stale or invalid options is held back with the problem.
 */
export function optionsProblem(detail: ProductDetail): string | null {
  const rebuilt = regenerateOptions(detail, detail.option.optionGroups, undefined);
  if (!rebuilt.ok) {
    return rebuilt.message;
  }
  const names = rebuilt.value.map((option) => option.optionName).join('\n');
  const current = detail.option.detailOptions.map((option) => option.optionName).join('\n');
  return names === current ? null : '옵션 그룹을 바꿨습니다. "조합 다시 만들기"를 눌러 조합을 맞춰주세요.';
}
