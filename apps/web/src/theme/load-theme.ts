import type { ThemeModule } from './theme-module';

export type ThemeLoaders = Record<string, () => Promise<{ default: ThemeModule }>>;

/** Every theme file becomes its own chunk; nothing is fetched until a theme is chosen. */
const THEME_LOADERS: ThemeLoaders = import.meta.glob<{ default: ThemeModule }>('./themes/*.ts');

/** A theme name with no module behind it (spec §2: a missing theme module raises module-not-found). */
export class ThemeModuleNotFoundError extends Error {
  readonly code = 'MODULE_NOT_FOUND';
  readonly themeName: string;

  constructor(themeName: string) {
    super(`Cannot find module './themes/${themeName}' (테마를 찾을 수 없습니다: ${themeName})`);
    this.name = 'ThemeModuleNotFoundError';
    this.themeName = themeName;
  }
}

export function themeModulePath(name: string): string {
  return `./themes/${name}.ts`;
}

export function hasThemeModule(name: string, loaders: ThemeLoaders = THEME_LOADERS): boolean {
  return themeModulePath(name) in loaders;
}

/** Loads a theme module by name, e.g. `light.blueolympic`. */
export async function loadTheme(name: string, loaders: ThemeLoaders = THEME_LOADERS): Promise<ThemeModule> {
  const loader = loaders[themeModulePath(name)];
  if (!loader) {
    throw new ThemeModuleNotFoundError(name);
  }
  const loaded = await loader();
  return loaded.default;
}
