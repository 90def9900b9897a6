import {
  DEFAULT_OPTION_QUANTITY,
  DEFAULT_PRICE_CURRENCY,
  MAX_OPTION_GROUPS,
  OPTION_NAME_SEPARATOR,
} from '../constants';
import { DomainError } from '../errors';
import type { Currency } from '../money';
import type { PriceRangeModel } from '../price/price-model';
import { displayText } from '../product/localized-text';
import type { DetailOption, OptionGroup, OptionValue } from '../product/option';
import type { PriceEntry } from '../product/price-entry';
import {
  assertModelCurrency,
  costToStrings,
  highestCost,
  krwEntryFor,
  parseCost,
  type ParsedCost,
} from './derive-price';

export type BuildDetailOptionsContext = {
  /** The product's source currency, the currency of the values' prices. CNY when not given. */
  sourceCurrency?: Currency;
  /** With the seller's price settings, new combinations also get their KRW entry. */
  priceModel?: PriceRangeModel;
};

type PreparedValue = { value: OptionValue; name: string; cost: ParsedCost | undefined };
type PreparedGroup = { name: string; values: PreparedValue[] };

/**
 * Joined names must split back unambiguously: 'a/' + 'b' and 'a' + '/b' would both give 'a///b'. A name
 * without '//' that neither starts nor ends with '/' keeps every '//' of the join a separator, while
 * 'S/M' and '1/2' stay allowed.
 */
function checkName(name: string, where: string): void {
  if (name === '') {
    throw new DomainError('OPTION_NAME_INVALID', `${where}에 이름이 없는 옵션이 있습니다.`);
  }
  if (name.includes(OPTION_NAME_SEPARATOR) || name.startsWith('/') || name.endsWith('/')) {
    throw new DomainError(
      'OPTION_NAME_INVALID',
      `옵션명에는 '${OPTION_NAME_SEPARATOR}'를 쓸 수 없고, '/'로 시작하거나 끝날 수 없습니다: ${name}`,
    );
  }
}

/** Names are the key of a combination, so within a group they must be present, distinct and splittable. */
function prepareGroup(group: OptionGroup, index: number): PreparedGroup {
  const name = displayText(group.groupName);
  const where = name === '' ? `${index + 1}번째 옵션 그룹` : `'${name}' 그룹`;
  if (name !== '') {
    checkName(name, where);
  }
  const seen = new Set<string>();
  const values = group.groups.map((value) => {
    const valueName = displayText(value.optionName);
    checkName(valueName, where);
    if (seen.has(valueName)) {
      throw new DomainError('OPTION_NAME_DUPLICATE', `${where}에 같은 이름의 옵션이 있습니다: ${valueName}`);
    }
    seen.add(valueName);
    return { value, name: valueName, cost: undefined };
  });
  return { name, values };
}

function combinations(groups: readonly PreparedGroup[]): PreparedValue[][] {
  let result: PreparedValue[][] = [[]];
  for (const group of groups) {
    const next: PreparedValue[][] = [];
    for (const combination of result) {
      for (const value of group.values) {
        next.push([...combination, value]);
      }
    }
    result = next;
  }
  return result;
}

function newPrice(
  values: readonly PreparedValue[],
  sourceCurrency: Currency,
  priceModel: PriceRangeModel | undefined,
): PriceEntry[] {
  const cost = costToStrings(highestCost(values.map((entry) => (entry.cost ??= parseCost(entry.value)))));
  const price: PriceEntry[] = [];
  if (sourceCurrency !== 'KRW') {
    price.push({ currency: sourceCurrency, ...cost });
  }
  if (priceModel) {
    price.push(krwEntryFor(cost, sourceCurrency, priceModel));
  }
  return price;
}

/** A combination made here is named by its values' ids joined with this (collection keeps the SKU's id). */
const COMBINATION_ID_SEPARATOR = '|';

function uniqueId(base: string, taken: Set<string>): string {
  let id = base;
  for (let suffix = 2; taken.has(id); suffix += 1) {
    id = `${base}#${suffix}`;
  }
  taken.add(id);
  return id;
}

/**
 * Spec §3/§4 "regenerating options": every combination of the non-empty groups' values (at most 3
 * groups), in group order with the first group varying slowest. optionName and groupName join the
 * values' and groups' names (Korean, else source) with '//'. A combination whose optionName was in
 * `previous` keeps that option's id, price, quantity, checked, isSoldOut and image. A new one is
 * checked, not sold out, holds 1000, shows the image of its first value that has one, gets an id made
 * of its values' ids, and a price derived from its values' prices (see deriveCombinationCost).
 * Throws OPTION_GROUP_LIMIT_EXCEEDED past 3 groups, OPTION_NAME_INVALID / OPTION_NAME_DUPLICATE for
 * value names that cannot key a combination.
 */
export function buildDetailOptions(
  groups: readonly OptionGroup[],
  previous: readonly DetailOption[] = [],
  context: BuildDetailOptionsContext = {},
): DetailOption[] {
  const used = groups.filter((group) => group.groups.length > 0);
  if (used.length > MAX_OPTION_GROUPS) {
    throw new DomainError('OPTION_GROUP_LIMIT_EXCEEDED');
  }
  if (used.length === 0) {
    return [];
  }
  const sourceCurrency = context.sourceCurrency ?? DEFAULT_PRICE_CURRENCY;
  if (context.priceModel) {
    assertModelCurrency(context.priceModel, sourceCurrency);
  }

  const prepared = used.map(prepareGroup);
  const groupName = prepared.map((group) => group.name).join(OPTION_NAME_SEPARATOR);
  const previousByName = new Map<string, DetailOption>();
  for (const option of previous) {
    if (!previousByName.has(option.optionName)) {
      previousByName.set(option.optionName, option);
    }
  }

  const rows = combinations(prepared).map((values) => {
    const optionName = values.map((entry) => entry.name).join(OPTION_NAME_SEPARATOR);
    return { values, optionName, kept: previousByName.get(optionName) };
  });
  // Kept ids are claimed first, so a new id never takes one that a kept combination still carries.
  const taken = new Set<string>();
  for (const row of rows) {
    if (row.kept) {
      taken.add(row.kept.id);
    }
  }

  return rows.map(({ values, optionName, kept }): DetailOption => {
    if (kept) {
      return { ...kept, groupName, optionName };
    }
    return {
      id: uniqueId(values.map((entry) => entry.value.id).join(COMBINATION_ID_SEPARATOR), taken),
      checked: true,
      groupName,
      optionName,
      isSoldOut: false,
      price: newPrice(values, sourceCurrency, context.priceModel),
      quantity: DEFAULT_OPTION_QUANTITY,
      image: values.find((entry) => entry.value.optionImage)?.value.optionImage ?? null,
    };
  });
}

/** The group values a combination's optionName names, or undefined when it names no current combination. */
export function valuesOfCombination(
  groups: readonly OptionGroup[],
  optionName: string,
): OptionValue[] | undefined {
  const used = groups.filter((group) => group.groups.length > 0);
  const names = optionName.split(OPTION_NAME_SEPARATOR);
  if (names.length !== used.length) {
    return undefined;
  }
  const values: OptionValue[] = [];
  for (const [index, group] of used.entries()) {
    const value = group.groups.find((candidate) => displayText(candidate.optionName) === names[index]);
    if (!value) {
      return undefined;
    }
    values.push(value);
  }
  return values;
}

/**
 * A combination the seller made in the editor (buildDetailOptions names it by its values' ids), not one of
 * the source's SKUs (collection keeps the SKU's own id): the source says nothing about it, so source sync
 * neither prices it nor marks it sold out.
 */
export function isSellerAddedCombination(
  groups: readonly OptionGroup[],
  option: Pick<DetailOption, 'id'>,
): boolean {
  const used = groups.filter((group) => group.groups.length > 0);
  const ids = option.id.replace(/#\d+$/, '').split(COMBINATION_ID_SEPARATOR);
  return (
    ids.length === used.length &&
    ids.every((id, index) => used[index]!.groups.some((value) => value.id === id))
  );
}
