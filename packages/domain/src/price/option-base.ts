/**
 * THE OPTION PRICE RULE. A product with options sells at one base price, its cheapest combination,
 * and every other combination at the base plus its extra. A new base price moves every combination by
 * the same amount: the cheapest sells at the new price and each other keeps its extra over it (never
 * below ₩0). The edit panel's 판매가, UpdateProduct and product control's price change on a listing
 * all move options by this rule, so every market sells what the seller set.
 */
export function moveToBasePrice<T extends { salePrice: number }>(
  combinations: readonly T[],
  basePrice: number,
  currentBase: number,
): T[] {
  const shift = basePrice - currentBase;
  return combinations.map((combination) => ({
    ...combination,
    salePrice: Math.max(0, combination.salePrice + shift),
  }));
}
