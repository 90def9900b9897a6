import { PRIMARY_PALETTES } from '../palettes';
import type { ThemeModule } from '../theme-module';

/** 옐로 그래놀라 · 라이트 */
const theme: ThemeModule = {
  name: 'light.yellowgranola',
  scheme: 'light',
  color: 'yellowgranola',
  primary: PRIMARY_PALETTES.yellowgranola,
  primaryShade: 6,
  surfaces: {
    app: '#f9f8f6',
    header: '#ffffff',
    navbar: '#ffffff',
    navActive: '#faf7f0',
  },
};

export default theme;
