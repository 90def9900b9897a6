import crypto from 'node:crypto';

/** The parts of an OpenAPI 3 document the request generator reads. */
type JsonSchema = {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  default?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
};
type Parameter = { in: 'query' | 'path' | 'header'; name: string; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** One operation with a request that passes its schema, and the places that hold a string. */
export type OperationSample = {
  method: string;
  /** The path with `{param}` placeholders. */
  path: string;
  query: Record<string, unknown>;
  params: Record<string, string>;
  body: unknown;
  hasBody: boolean;
  /** Every string in query, params and body, as [part, ...path]. */
  stringFields: { part: 'query' | 'params' | 'body'; path: (string | number)[] }[];
};

/** A value that satisfies the schema (enough for validation to let it through). */
export function sampleValue(schema: JsonSchema, name = ''): unknown {
  if (schema.enum?.length) {
    return schema.enum[0];
  }
  if (schema.anyOf?.[0]) {
    return sampleValue(schema.anyOf[0], name);
  }
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'email') {
        return `fuzz-${crypto.randomBytes(3).toString('hex')}@example.com`;
      }
      if (schema.format === 'uri') {
        return 'https://item.taobao.com/item.htm?id=652370015315';
      }
      if (schema.format === 'uuid') {
        return crypto.randomUUID();
      }
      if (schema.pattern?.startsWith('^0\\d')) {
        return '01012345678';
      }
      if (schema.allOf?.some((part) => part.pattern === '[0-9]')) {
        return 'fuzzpass123';
      }
      if (schema.pattern === '^[0-9a-f]{2}$') {
        return 'ab';
      }
      if (schema.pattern?.includes('[0-9a-f]{64}')) {
        return `${'a'.repeat(64)}.jpg`;
      }
      return typeof schema.default === 'string' && schema.default
        ? schema.default
        : 'x'.repeat(Math.max(schema.minLength ?? 1, name === 'token' ? 32 : 1));
    }
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [sampleValue(schema.items, name)] : [];
    case 'object':
    case undefined: {
      if (!schema.properties) {
        return schema.type === 'object' ? {} : undefined;
      }
      return Object.fromEntries(
        Object.entries(schema.properties).map(([key, property]) => [key, sampleValue(property, key)]),
      );
    }
    default:
      return undefined;
  }
}

function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') {
    return [path];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

/**
 * Every operation of the document with a valid sample request. `seeds` (by "METHOD /path") replace body
 * properties the schema alone cannot produce; an undefined seed drops the property.
 */
export function operationSamples(
  doc: OpenApiDocument,
  seeds: Record<string, Record<string, unknown>> = {},
): OperationSample[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const query = Object.fromEntries(
        parameters.filter((p) => p.in === 'query').map((p) => [p.name, sampleValue(p.schema, p.name)]),
      );
      const params = Object.fromEntries(
        parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(sampleValue(p.schema, p.name))]),
      );
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      const seed = seeds[`${method.toUpperCase()} ${path}`];
      const generated = bodySchema ? sampleValue(bodySchema) : undefined;
      const body =
        seed && generated && typeof generated === 'object'
          ? Object.fromEntries(
              Object.entries({ ...generated, ...seed }).filter(([, value]) => value !== undefined),
            )
          : generated;
      return {
        method: method.toUpperCase(),
        path,
        query,
        params,
        body,
        hasBody: bodySchema != null,
        stringFields: [
          ...stringPaths(query).map((p) => ({ part: 'query' as const, path: p })),
          ...stringPaths(params).map((p) => ({ part: 'params' as const, path: p })),
          ...stringPaths(body).map((p) => ({ part: 'body' as const, path: p })),
        ],
      };
    }),
  );
}

/** A deep copy of `value` with `replacement` at `path`. */
export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) {
    return replacement;
  }
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === head ? withValueAt(item, rest, replacement) : item));
  }
  const record = value as Record<string, unknown>;
  return { ...record, [head]: withValueAt(record[head], rest, replacement) };
}

/** The URL of a sample: path parameters filled in, the query string encoded. */
export function sampleUrl(sample: Pick<OperationSample, 'path' | 'params' | 'query'>): string {
  const path = sample.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(sample.params[name] ?? ''),
  );
  const search = new URLSearchParams(
    Object.entries(sample.query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}
