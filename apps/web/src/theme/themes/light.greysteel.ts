import { PRIMARY_PALETTES } from '../palettes';
import type { ThemeModule } from '../theme-module';

/** 그레이 스틸 · 라이트 */
const theme: ThemeModule = {
  name: 'light.greysteel',
  scheme: 'light',
  color: 'greysteel',
  primary: PRIMARY_PALETTES.greysteel,
  primaryShade: 6,
  surfaces: {
    app: '#f7f7f8',
    header: '#ffffff',
    navbar: '#ffffff',
    navActive: '#f4f5f6',
  },
};

export default theme;
