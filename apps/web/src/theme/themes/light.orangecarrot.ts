import { PRIMARY_PALETTES } from '../palettes';
import type { ThemeModule } from '../theme-module';

/** 오렌지 캐럿 · 라이트 */
const theme: ThemeModule = {
  name: 'light.orangecarrot',
  scheme: 'light',
  color: 'orangecarrot',
  primary: PRIMARY_PALETTES.orangecarrot,
  primaryShade: 6,
  surfaces: {
    app: '#f9f7f6',
    header: '#ffffff',
    navbar: '#ffffff',
    navActive: '#fbf5ef',
  },
};

export default theme;
