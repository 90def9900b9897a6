import { z } from '../zod';

/**
 * Every list and text a request may carry has an upper bound, so no input reaches the database or the
 * event loop in a size nobody planned for (PostgreSQL takes at most 65,535 bind parameters per statement;
 * a 100,000-line list held the event loop). `findUnboundedInputs` walks a request schema (body, query,
 * path parameters, multipart fields) and names every array without a maximum count, every string without
 * a maximum length and every record whose keys are neither a fixed set nor capped in count
 * (`boundedRecord`); the contract test runs it over every endpoint.
 */

/** String formats whose pattern fixes the length (a UUID is 36 characters, a date 10). */
const FIXED_LENGTH_FORMATS = new Set(['uuid', 'guid', 'ulid', 'date', 'ipv4']);

type Def = Record<string, unknown> & { type: string; checks?: { _zod: { def: Check } }[]; format?: string };
type Check = { check: string; maximum?: number; length?: number; format?: string };

function defOf(schema: unknown): Def {
  return (schema as { _zod: { def: Def } })._zod.def;
}

function checksOf(schema: unknown): Check[] {
  return (defOf(schema).checks ?? []).map((check) => check._zod.def);
}

/** A maximum length or count (`.max(n)`, `.length(n)`), or a format that fixes the length. */
function bounded(schema: unknown): boolean {
  const def = defOf(schema);
  if (def.format && FIXED_LENGTH_FORMATS.has(def.format)) {
    return true;
  }
  return checksOf(schema).some(
    (check) =>
      ((check.check === 'max_length' || check.check === 'max_size') && Number.isFinite(check.maximum)) ||
      check.check === 'length_equals' ||
      check.check === 'size_equals' ||
      (check.check === 'string_format' && FIXED_LENGTH_FORMATS.has(check.format ?? '')),
  );
}

/** A record's keys are bounded when they are a fixed set: an enum, literals, or a union of them. */
function finiteKeys(schema: unknown): boolean {
  const def = defOf(schema);
  if (def.type === 'enum' || def.type === 'literal') {
    return true;
  }
  if (def.type === 'union') {
    return (def.options as unknown[]).every(finiteKeys);
  }
  if (def.type === 'pipe') {
    return finiteKeys(def.in);
  }
  return false;
}

/** A record capped by `boundedRecord` (its count check declares `maxProperties`). */
function maxKeysDeclared(schema: unknown): boolean {
  const maxProperties = z.globalRegistry.get(schema as z.ZodType)?.maxProperties;
  return typeof maxProperties === 'number' && Number.isFinite(maxProperties);
}

function label(path: readonly (string | number)[]): string {
  return path.length === 0 ? '(root)' : path.join('.');
}

/**
 * The places in `schema` that take unbounded input, as readable paths (`links[]`, `items[].name`).
 * Walks what the caller sends: the input side of a pipe (the output side after a preprocess step, where
 * the input is whatever the step accepts).
 */
export function findUnboundedInputs(schema: z.ZodType): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const visit = (node: unknown, path: (string | number)[]): void => {
    if (seen.has(node)) {
      return; // recursive (lazy) schemas: each node once
    }
    seen.add(node);
    const def = defOf(node);
    switch (def.type) {
      case 'string':
      case 'template_literal':
        if (!bounded(node)) {
          found.push(`${label(path)}: string without a maximum length`);
        }
        return;
      case 'array':
      case 'set':
        if (!bounded(node)) {
          found.push(`${label(path)}: ${def.type} without a maximum count`);
        }
        visit(def.element ?? def.valueType, [...path.slice(0, -1), `${String(path.at(-1) ?? '')}[]`]);
        return;
      case 'tuple':
        (def.items as unknown[]).forEach((item, index) => visit(item, [...path, index]));
        if (def.rest) {
          found.push(`${label(path)}: tuple with an unbounded rest`);
        }
        return;
      case 'object':
        for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) {
          visit(value, [...path, key]);
        }
        if (def.catchall && defOf(def.catchall).type !== 'never') {
          found.push(`${label(path)}: object taking any further keys`);
        }
        return;
      case 'record':
      case 'map':
        if (!finiteKeys(def.keyType) && !maxKeysDeclared(node)) {
          found.push(`${label(path)}: ${def.type} without a fixed set of keys or a maximum count`);
        }
        visit(def.keyType, [...path, '(key)']);
        visit(def.valueType, [...path, '*']);
        return;
      case 'union':
        (def.options as unknown[]).forEach((option) => visit(option, path));
        return;
      case 'intersection':
        visit(def.left, path);
        visit(def.right, path);
        return;
      case 'pipe':
        visit(defOf(def.in).type === 'transform' ? def.out : def.in, path);
        return;
      case 'lazy':
        visit((def.getter as () => unknown)(), path);
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        visit(def.innerType, path);
        return;
      default:
        return; // numbers, booleans, enums, literals, dates, unknown (bounded by the body limit and depth)
    }
  };
  visit(schema, []);
  return found;
}
