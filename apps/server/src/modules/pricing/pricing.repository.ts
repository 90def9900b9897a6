import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { PriceSettings, ProductDetail } from '@sellerdesk/domain';
import type { Database } from '../../infra/db/client';
import { exchangeRates, priceSettings, products } from '../../infra/db/schema/index';

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

/**
 * The next batch of the seller's live products (by id, after `afterId`), optionally only `ids`, locked
 * for the batch's transaction. Ids are picked first, so the sort never carries the product JSON.
 */
export async function productBatch(
  db: Database,
  userId: string,
  options: { afterId: string | null; ids: string[] | null; limit: number },
) {
  const picked = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.userId, userId),
        isNull(products.deletedAt),
        options.ids ? inArray(products.id, options.ids) : undefined,
        options.afterId ? gt(products.id, options.afterId) : undefined,
      ),
    )
    .orderBy(asc(products.id))
    .limit(options.limit);
  const lastId = picked.at(-1)?.id ?? null;
  if (lastId === null) {
    return { rows: [], lastId, picked: 0 };
  }
  const rows = await db
    .select({ id: products.id, detail: products.detail })
    .from(products)
    .where(
      and(
        eq(products.userId, userId),
        inArray(
          products.id,
          picked.map((row) => row.id),
        ),
      ),
    )
    .for('update');
  return { rows, lastId, picked: picked.length };
}

/** Writes repriced products in one statement: detail and the list's price columns. */
export async function writeRepriced(
  db: Database,
  userId: string,
  rows: { id: string; detail: ProductDetail; min: number | null; max: number | null }[],
) {
  if (rows.length === 0) {
    return;
  }
  await db.execute(sql`
    update ${products} set
      detail = v.detail,
      price_min_krw = v.min,
      price_max_krw = v.max,
      updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, detail jsonb, min integer, max integer)
    where ${products.id} = v.id and ${products.userId} = ${userId}`);
}
