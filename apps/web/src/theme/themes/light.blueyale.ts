import { PRIMARY_PALETTES } from '../palettes';
import type { ThemeModule } from '../theme-module';

/** 블루 예일 · 라이트 */
const theme: ThemeModule = {
  name: 'light.blueyale',
  scheme: 'light',
  color: 'blueyale',
  primary: PRIMARY_PALETTES.blueyale,
  primaryShade: 6,
  surfaces: {
    app: '#f6f7f9',
    header: '#ffffff',
    navbar: '#ffffff',
    navActive: '#eff4fb',
  },
};

export default theme;
