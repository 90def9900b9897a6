import type { RadiusStyle } from '../ui-constants';
import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import type { ThemeModule } from './theme-module';

/** Korean first: system Korean fonts (Apple SD Gothic Neo, Malgun Gothic, Nanum) before Latin fallbacks. */
const FONT_FAMILY =
  "Pretendard, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', 'Noto Sans CJK KR', NanumGothic, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

const SQUARE_RADIUS = { xs: '0', sm: '0', md: '0', lg: '0', xl: '0' };

/** The Mantine theme for a theme module and radius style. The primary palette is registered as `brand`. */
export function createMantineTheme(module: ThemeModule, radius: RadiusStyle): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: module.primaryShade, dark: module.primaryShade },
    colors: module.dark ? { brand: module.primary, dark: module.dark } : { brand: module.primary },
    autoContrast: true,
    luminanceThreshold: 0.4,
    fontFamily: FONT_FAMILY,
    headings: { fontFamily: FONT_FAMILY, fontWeight: '700' },
    defaultRadius: radius === 'square' ? 0 : 'md',
    ...(radius === 'square' ? { radius: SQUARE_RADIUS } : {}),
    cursorType: 'pointer',
    other: { themeName: module.name, radiusStyle: radius },
  });
}

/** App-level surface colours as CSS variables (`--sd-*`), used by the layout's CSS module. */
export function createCssVariablesResolver(module: ThemeModule): CSSVariablesResolver {
  const surfaces = {
    '--sd-app-bg': module.surfaces.app,
    '--sd-header-bg': module.surfaces.header,
    '--sd-navbar-bg': module.surfaces.navbar,
    '--sd-nav-active-bg': module.surfaces.navActive,
  };
  return () => ({ variables: surfaces, light: {}, dark: {} });
}
