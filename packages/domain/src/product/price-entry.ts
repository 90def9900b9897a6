import { z } from '../zod';
import {
  DecimalAmount,
  FOREIGN_CURRENCIES,
  ForeignCurrencySchema,
  KrwAmount,
  type ForeignCurrency,
} from '../money';

/**
 * A price list (spec §3): one entry per currency. The source currency's entry (CNY for Taobao and 1688)
 * is what the source charges, kept exactly as a decimal string; the KRW entry is what the seller sells
 * for on the marketplaces, in whole won. originalPrice is the list price, salePrice the price paid.
 */
export const KrwPriceEntry = z.object({
  currency: z.literal('KRW'),
  originalPrice: KrwAmount,
  salePrice: KrwAmount,
});
export type KrwPriceEntry = z.infer<typeof KrwPriceEntry>;

export const SourcePriceEntry = z.object({
  currency: ForeignCurrencySchema,
  originalPrice: DecimalAmount,
  salePrice: DecimalAmount,
});
export type SourcePriceEntry = z.infer<typeof SourcePriceEntry>;

export const PriceEntry = z.discriminatedUnion('currency', [KrwPriceEntry, SourcePriceEntry]);
export type PriceEntry = z.infer<typeof PriceEntry>;

export const PriceList = z
  .array(PriceEntry)
  .max(FOREIGN_CURRENCIES.length + 1)
  .refine((list) => new Set(list.map((entry) => entry.currency)).size === list.length, {
    message: '같은 통화의 가격이 두 번 있습니다.',
  });
export type PriceList = z.infer<typeof PriceList>;

export function krwPriceOf(list: readonly PriceEntry[]): KrwPriceEntry | undefined {
  return list.find((entry): entry is KrwPriceEntry => entry.currency === 'KRW');
}

export function sourcePriceOf(
  list: readonly PriceEntry[],
  currency: ForeignCurrency,
): SourcePriceEntry | undefined {
  return list.find((entry): entry is SourcePriceEntry => entry.currency === currency);
}

/** A copy with `entry` replacing the one of its currency, or appended; won stays after the source. */
export function withPriceEntry(list: readonly PriceEntry[], entry: PriceEntry): PriceEntry[] {
  const others = list.filter((existing) => existing.currency !== entry.currency);
  const sources = others.filter((existing) => existing.currency !== 'KRW');
  const won = others.filter((existing) => existing.currency === 'KRW');
  return entry.currency === 'KRW' ? [...sources, entry] : [...sources, entry, ...won];
}
