import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What a bundler puts in a client that imports `@sellerdesk/domain/core`. */
async function bundledInputs(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs).map((input) => path.relative(root, path.resolve(input)));
}

describe('@sellerdesk/domain/core', () => {
  it('loads no zod and none of the rules: only the catalogue, constants, roles and endpoint table', async () => {
    const inputs = await bundledInputs('src/core.ts');
    // The one package allowed: es-hangul, for the particle after an interpolated word (about 2 KB gzip of it
    // ends up in the bundle: josa and numberToHangul).
    expect(inputs.filter((input) => input.includes('node_modules'))).toEqual([
      '../../node_modules/es-hangul/dist/index.mjs',
    ]);
    expect(inputs.filter((input) => !input.includes('node_modules')).sort()).toEqual(
      [
        'src/api/endpoint.ts',
        'src/api/endpoints.ts',
        'src/api/endpoints-products.ts',
        'src/api/endpoints-product-control.ts',
        'src/api/endpoints-settings.ts',
        'src/api/endpoints-upload.ts',
        'src/api/endpoints-source-sync.ts',
        'src/constants.ts',
        'src/core.ts',
        'src/errors.ts',
        'src/roles.ts',
        'src/text/index.ts',
        'src/text/particle.ts',
      ].sort(),
    );
  });

  it('is what the package exports as ./core', async () => {
    const pkg = (await import('../package.json', { with: { type: 'json' } })).default as {
      exports: Record<string, string>;
    };
    expect(pkg.exports['./core']).toBe('./src/core.ts');
  });
});
