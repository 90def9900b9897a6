import { PRIMARY_PALETTES } from '../palettes';
import type { ThemeModule } from '../theme-module';

/** 그린 라임 · 라이트 */
const theme: ThemeModule = {
  name: 'light.greenlime',
  scheme: 'light',
  color: 'greenlime',
  primary: PRIMARY_PALETTES.greenlime,
  primaryShade: 6,
  surfaces: {
    app: '#f8f9f6',
    header: '#ffffff',
    navbar: '#ffffff',
    navActive: '#f6fbef',
  },
};

export default theme;
