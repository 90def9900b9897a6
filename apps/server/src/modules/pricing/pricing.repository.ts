import { eq } from 'drizzle-orm';
import type { PriceSettings } from '@sellerdesk/domain';
import type { Database } from '../../infra/db/client';
import { exchangeRates, priceSettings } from '../../infra/db/schema/index';

export async function findPriceSettings(db: Database, userId: string) {
  const [row] = await db.select().from(priceSettings).where(eq(priceSettings.userId, userId));
  return row;
}

export async function savePriceSettings(db: Database, userId: string, settings: PriceSettings) {
  const values = { priceRangeModel: settings.priceRangeModel, margin: settings.margin };
  const [row] = await db
    .insert(priceSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: priceSettings.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function ratesOfDay(db: Database, rateDate: string) {
  return db.select().from(exchangeRates).where(eq(exchangeRates.rateDate, rateDate));
}

export async function saveRatesOfDay(
  db: Database,
  rows: { rateDate: string; currency: string; rate: number; publishedOn: string }[],
) {
  if (rows.length > 0) {
    await db.insert(exchangeRates).values(rows).onConflictDoNothing();
  }
}
