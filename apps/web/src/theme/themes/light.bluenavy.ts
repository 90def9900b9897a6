import { PRIMARY_PALETTES } from '../palettes';
import type { ThemeModule } from '../theme-module';

/** 블루 네이비 · 라이트 */
const theme: ThemeModule = {
  name: 'light.bluenavy',
  scheme: 'light',
  color: 'bluenavy',
  primary: PRIMARY_PALETTES.bluenavy,
  primaryShade: 6,
  surfaces: {
    app: '#f6f7f9',
    header: '#ffffff',
    navbar: '#ffffff',
    navActive: '#f0f3f9',
  },
};

export default theme;
