import type * as z from 'zod';
import { moveToBasePrice } from '@sellerdesk/domain';
import { resolveContext, type ResolvedContext } from './context';
import { isMarketError, MarketError } from './errors';
import { withRetry } from './http/transport';
import type { MarketLimits } from './limits';
import type { ListingDraft } from './listing';
import type * as Port from './port';
import { assertListable } from './preflight';

/** The listing a push names as made earlier (`PushOptions.known`), if any. */
export type KnownRef = Port.ListingRef | null | undefined;

/**
 * What every market adapter does the same way, so each adapter holds only its market's protocol.
 *
 * An abstract base rather than loose helpers because `pushListing` is one template for every market:
 * retry one push attempt (`pushOnce`, the market's own) a few times on transient failures, after the
 * draft has passed the common pre-checks against the category's requirements. The base owns the
 * resolved context the retry sleeps on; markets only say what else is not worth retrying.
 */
export abstract class BaseMarketAdapter {
  abstract readonly market: Port.MarketAdapter['market'];
  protected readonly context: ResolvedContext;

  constructor(
    readonly limits: MarketLimits,
    context: Port.MarketContext,
  ) {
    this.context = resolveContext(context);
  }

  abstract categoryRequirements(categoryId: string): Promise<Port.CategoryRequirements>;

  /** One attempt at creating or updating the listing; `pushListing` retries it. */
  protected abstract pushOnce(draft: ListingDraft, known: KnownRef): Promise<Port.PushResult>;

  /** Transient failures worth another attempt within this push (markets narrow it, e.g. quotas). */
  protected isRetriable(error: unknown): boolean {
    return isMarketError(error) && error.transient;
  }

  pushListing(draft: ListingDraft, options: Port.PushOptions = {}): Promise<Port.PushResult> {
    return withRetry(() => this.pushOnce(draft, options.known), {
      attempts: 3,
      sleep: this.context.sleep,
      isTransient: (error) => this.isRetriable(error),
    });
  }

  /**
   * The listing an earlier push made: the known one while the market still has it, else the first one
   * its seller code finds (a lost answer may hide a create). `read` answers null for what is gone;
   * `readFound` reads the searched ones where that needs more care than the known one.
   */
  protected async earlierListing<T>(
    known: KnownRef,
    search: () => Promise<string[]>,
    read: (productId: string) => Promise<T | null>,
    readFound: (productId: string) => Promise<T | null> = read,
  ): Promise<{ productId: string; stored: T } | null> {
    const stored = known ? await read(known.productId) : null;
    if (known && stored !== null) {
      return { productId: known.productId, stored };
    }
    for (const productId of await search()) {
      const found = await readFound(productId);
      if (found !== null) {
        return { productId, stored: found };
      }
    }
    return null;
  }

  /** What a read found, or NOT_FOUND naming what is missing (`what`, e.g. "product 123"). */
  protected async found<T>(read: Promise<T | null>, what: string): Promise<T> {
    const value = await read;
    if (value === null) {
      throw new MarketError({ market: this.market, code: 'NOT_FOUND', detail: what });
    }
    return value;
  }

  /**
   * The draft's category requirements after the pre-upload checks: an unknown category counts as none,
   * so `assertListable` names the missing category to the seller instead of a bare NOT_FOUND.
   */
  protected async requirementsForDraft(draft: ListingDraft): Promise<Port.CategoryRequirements> {
    const requirements = draft.categoryId
      ? await this.categoryRequirements(draft.categoryId).catch((error: unknown) => {
          if (isMarketError(error) && error.code === 'NOT_FOUND') {
            return null;
          }
          throw error;
        })
      : null;
    assertListable(draft, this.limits, requirements);
    if (!requirements) {
      throw new MarketError({
        market: this.market,
        code: 'INVALID_REQUEST',
        detail: 'no category requirements',
      });
    }
    return requirements;
  }
}

/**
 * Every combination's total price and stock after a change, in the listing's order: a combination the
 * change names takes its own figures; the others move by the change of the sale price and keep their stock.
 */
export function repricedCombinations(
  listing: Pick<Port.ListingSnapshot, 'salePrice' | 'combinations'>,
  change: Port.PriceStockChange,
): { values: string[]; salePrice: number; stock: number }[] {
  // A new sale price is the listing's new base: the option price rule moves every combination to it.
  const moved =
    change.salePrice === undefined
      ? listing.combinations
      : moveToBasePrice(listing.combinations, change.salePrice, listing.salePrice);
  return moved.map((combination) => {
    const update = change.combinations?.find(
      (candidate) => candidate.values.join('\u0000') === combination.values.join('\u0000'),
    );
    return {
      values: combination.values,
      salePrice: update?.salePrice ?? combination.salePrice,
      stock: update?.stock ?? combination.stock,
    };
  });
}

/** Promises by key, shared by concurrent callers; a failed one is forgotten so the next call asks again. */
export class PromiseMemo<T> {
  private readonly pending = new Map<string, Promise<T>>();

  get(key: string, load: () => Promise<T>): Promise<T> {
    let found = this.pending.get(key);
    if (!found) {
      found = load();
      found.catch(() => this.pending.delete(key));
      this.pending.set(key, found);
    }
    return found;
  }
}

/** One promise kept for `ttlMs` (or until it fails); `fresh` asks again regardless. */
export class TimedPromise<T> {
  private held: { at: number; value: Promise<T> } | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(load: () => Promise<T>, fresh = false): Promise<T> {
    const now = this.now();
    if (fresh || !this.held || now - this.held.at > this.ttlMs) {
      const value = load();
      const held = { at: now, value };
      value.catch(() => {
        if (this.held === held) {
          this.held = null;
        }
      });
      this.held = held;
    }
    return this.held.value;
  }
}

/** A flat category row as markets list them: its own id, its parent's id, name and leaf flag. */
export type CategoryRow = { id: string; parentId: string; name: string; isLeaf: boolean };

/**
 * Categories from a flat list with parent ids, each with its path from the top; a parent id that is not
 * in the list (the market's root, "0") makes a top-level category. Paths stop at 10 levels, so a
 * malformed list with a cycle cannot loop.
 */
export function categoriesFromRows(rows: readonly CategoryRow[]): Port.MarketCategory[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (row: CategoryRow): string[] => {
    const path: string[] = [];
    for (let at: CategoryRow | undefined = row; at && path.length < 10; at = byId.get(at.parentId)) {
      path.unshift(at.name);
    }
    return path;
  };
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    path: pathOf(row),
    parentId: byId.has(row.parentId) ? row.parentId : null,
    isLeaf: row.isLeaf,
  }));
}

/** The settings parsed by the market's schema, or a CONFIG error with the first issue's Korean message. */
export function parseSettings<T>(
  market: Port.MarketAdapter['market'],
  schema: z.ZodType<T>,
  settings: unknown,
  fallbackMessage: string,
): T {
  const parsed = schema.safeParse(settings);
  if (!parsed.success) {
    throw new MarketError({
      market,
      code: 'CONFIG',
      message: parsed.error.issues[0]?.message ?? fallbackMessage,
    });
  }
  return parsed.data;
}

/**
 * Runs callers of one key one after another in this process (others run freely): two adapters writing
 * one record at the market (G마켓 and 옥션 pushes of one ESM master goods) must not read-modify-write it
 * at the same time. A failure releases the key like a success.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    let release = () => {};
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = before.then(() => mine);
    this.tails.set(key, tail);
    await before;
    try {
      return await task();
    } finally {
      release();
      if (this.tails.get(key) === tail) {
        this.tails.delete(key);
      }
    }
  }
}
