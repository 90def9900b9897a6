import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import * as domain from '../src/index';

/** The server describes its routes in OpenAPI from these schemas, for requests and for responses. */
describe('model schemas', () => {
  const schemas: [string, z.ZodType][] = [];
  for (const [name, value] of Object.entries(domain) as [string, unknown][]) {
    if (value instanceof z.ZodType) {
      schemas.push([name, value]);
    }
  }

  it('are exported from the package root', () => {
    expect(schemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'ProductDetail',
        'PriceRangeModel',
        'DetailOption',
        'OptionGroup',
        'CategoryRow',
      ]),
    );
  });

  it.each(schemas)('%s converts to JSON Schema as input and as output', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });
});
