import { DEFAULT_THEME, THEME_NAMES } from '../ui-constants';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage';
import { loadInitialTheme } from './initial-theme';
import { hasThemeModule, loadTheme, ThemeModuleNotFoundError, type ThemeLoaders } from './load-theme';
import { PRIMARY_PALETTES } from './palettes';
import { THEME_SWATCHES } from './theme-swatches';

describe('theme modules', () => {
  it('has exactly the 20 themes of the spec, one module each', async () => {
    expect(THEME_NAMES).toHaveLength(20);
    for (const name of THEME_NAMES) {
      expect(hasThemeModule(name)).toBe(true);
      const module = await loadTheme(name);
      expect(module.name).toBe(name);
      const [scheme, color] = name.split('.');
      expect(module.scheme).toBe(scheme);
      expect(module.color).toBe(color);
      expect(module.primary).toHaveLength(10);
      // Dark themes bring their own tinted dark palette; light ones keep Mantine's.
      expect(module.dark === undefined).toBe(scheme === 'light');
    }
  });

  it('gives each colour its own palette, lightest to darkest, and its shade 6 as the swatch', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    expect(new Set(Object.values(THEME_SWATCHES)).size).toBe(10);
    for (const [color, palette] of Object.entries(PRIMARY_PALETTES)) {
      expect(palette).toHaveLength(10);
      expect(palette.every((shade) => /^#[0-9a-f]{6}$/.test(shade))).toBe(true);
      for (let shade = 1; shade < 10; shade++) {
        expect(luminance(palette[shade]!)).toBeLessThan(luminance(palette[shade - 1]!));
      }
      expect(THEME_SWATCHES[color as keyof typeof THEME_SWATCHES]).toBe(palette[6]);
    }
  });

  it('defaults to light.blueolympic', async () => {
    expect(DEFAULT_THEME).toBe('light.blueolympic');
    expect((await loadTheme(DEFAULT_THEME)).primary[6]).toBe('#0081c8');
  });

  it('raises a module-not-found error for a theme without a module', async () => {
    const error = await loadTheme('dark.neonpink').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ThemeModuleNotFoundError);
    expect((error as ThemeModuleNotFoundError).code).toBe('MODULE_NOT_FOUND');
    expect((error as Error).message).toContain("Cannot find module './themes/dark.neonpink'");
  });

  it('loads each module only when asked', async () => {
    const light = vi.fn(async () => ({ default: await loadTheme('light.redruby') }));
    const dark = vi.fn(async () => ({ default: await loadTheme('dark.redruby') }));
    const loaders: ThemeLoaders = {
      './themes/light.redruby.ts': light,
      './themes/dark.redruby.ts': dark,
    };
    await loadTheme('dark.redruby', loaders);
    expect(dark).toHaveBeenCalledTimes(1);
    expect(light).not.toHaveBeenCalled();
  });
});

describe('initial theme', () => {
  it('starts with the remembered theme', async () => {
    const storage = memoryStorage({ 'sellerdesk.theme': 'dark.greenmoss' });
    expect((await loadInitialTheme('dark.greenmoss', storage)).name).toBe('dark.greenmoss');
    expect(storage.dump()['sellerdesk.theme']).toBe('dark.greenmoss');
  });

  it('reports a remembered theme without a module and falls back to (and remembers) the default', async () => {
    const storage = memoryStorage({ 'sellerdesk.theme': 'light.unknown' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const theme = await loadInitialTheme('light.unknown', storage);
    expect(theme.name).toBe('light.blueolympic');
    expect(storage.dump()['sellerdesk.theme']).toBe('light.blueolympic');
    expect(logged.mock.calls[0]?.[0]).toBeInstanceOf(ThemeModuleNotFoundError);
    logged.mockRestore();
  });
});
