/**
 * One PostgreSQL array literal for a list of texts, bound as a single parameter (`= any($1::text[])`)
 * instead of one parameter per value: a statement takes at most 65,535 parameters, and a long `IN (…)`
 * list is slow to plan. Drizzle would expand a JS array into one parameter each, hence the literal.
 */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
