import { PRIMARY_PALETTES } from '../palettes';
import type { ThemeModule } from '../theme-module';

/** 레드 루비 · 라이트 */
const theme: ThemeModule = {
  name: 'light.redruby',
  scheme: 'light',
  color: 'redruby',
  primary: PRIMARY_PALETTES.redruby,
  primaryShade: 6,
  surfaces: {
    app: '#f9f6f7',
    header: '#ffffff',
    navbar: '#ffffff',
    navActive: '#faeff3',
  },
};

export default theme;
