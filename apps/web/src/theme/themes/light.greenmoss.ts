import { PRIMARY_PALETTES } from '../palettes';
import type { ThemeModule } from '../theme-module';

/** 그린 모스 · 라이트 */
const theme: ThemeModule = {
  name: 'light.greenmoss',
  scheme: 'light',
  color: 'greenmoss',
  primary: PRIMARY_PALETTES.greenmoss,
  primaryShade: 6,
  surfaces: {
    app: '#f8f9f6',
    header: '#ffffff',
    navbar: '#ffffff',
    navActive: '#f6f8f1',
  },
};

export default theme;
