import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { FixtureItem } from '@sellerdesk/emulators/fixtures';
import { SourceError } from '../src/failures';
import type { SourceFailureCode } from '../src/failures';
import type { SourceProduct } from '../src/model';

export function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

export function fixtureJson(name: string): unknown {
  return JSON.parse(fixture(name)) as unknown;
}

/**
 * Compares what a collector read with the neutral description the site data was built from:
 * options by name and position, per-SKU price/list price/stock, images. `imageUrl` maps a fixture
 * image path to the absolute URL expected after clean-up.
 */
export function expectReadBack(
  product: SourceProduct,
  item: FixtureItem,
  imageUrl: (path: string) => string,
): void {
  expect(product.code).toBe(item.id);
  expect(product.title.text).toBe(item.title);
  expect(product.images).toEqual(item.images.map(imageUrl));
  expect(product.optionGroups).toEqual(
    item.groups.map((group) => ({
      name: group.name,
      values: group.values.map((value) => ({
        name: value.name,
        image: value.image ? imageUrl(value.image) : null,
      })),
    })),
  );
  const expected = item.skus.map((sku) => ({
    id: sku.id,
    options: sku.values.map((v, g) => item.groups[g]!.values[v]!.name),
    price: sku.price,
    originalPrice: sku.listPrice ?? null,
    stock: sku.stock,
    soldOut: sku.stock === 0,
  }));
  expect([...product.skus].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
    expected.sort((a, b) => a.id.localeCompare(b.id)),
  );
}

/** Runs `action` and returns the SourceError it throws, checking its code (and transience). */
export async function failure(action: () => unknown, code: SourceFailureCode): Promise<SourceError> {
  let caught: unknown;
  try {
    await action();
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected ${code}`).toBeInstanceOf(SourceError);
  const error = caught as SourceError;
  expect({ code: error.code, detail: error.detail }).toMatchObject({ code });
  expect(error.message).toMatch(/[가-힣]/);
  return error;
}
