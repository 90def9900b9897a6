import { PRIMARY_PALETTES } from '../palettes';
import type { ThemeModule } from '../theme-module';

/** 레드 루비 · 다크 */
const theme: ThemeModule = {
  name: 'dark.redruby',
  scheme: 'dark',
  color: 'redruby',
  primary: PRIMARY_PALETTES.redruby,
  primaryShade: 5,
  dark: [
    '#d2c6ca',
    '#bfb0b5',
    '#967d85',
    '#776067',
    '#4f4045',
    '#44373b',
    '#362b2f',
    '#2a2225',
    '#221b1d',
    '#171214',
  ],
  surfaces: {
    app: '#221b1d',
    header: '#2a2225',
    navbar: '#2a2225',
    navActive: '#4a2632',
  },
};

export default theme;
