import { PRIMARY_PALETTES } from '../palettes';
import type { ThemeModule } from '../theme-module';

/** 퍼플 몬스터 · 라이트 */
const theme: ThemeModule = {
  name: 'light.purplemonster',
  scheme: 'light',
  color: 'purplemonster',
  primary: PRIMARY_PALETTES.purplemonster,
  primaryShade: 6,
  surfaces: {
    app: '#f7f6f9',
    header: '#ffffff',
    navbar: '#ffffff',
    navActive: '#f5f0f9',
  },
};

export default theme;
