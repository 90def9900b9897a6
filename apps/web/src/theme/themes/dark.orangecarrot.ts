import { PRIMARY_PALETTES } from '../palettes';
import type { ThemeModule } from '../theme-module';

/** 오렌지 캐럿 · 다크 */
const theme: ThemeModule = {
  name: 'dark.orangecarrot',
  scheme: 'dark',
  color: 'orangecarrot',
  primary: PRIMARY_PALETTES.orangecarrot,
  primaryShade: 6,
  dark: [
    '#d2ccc6',
    '#bfb7b0',
    '#96897d',
    '#776b60',
    '#4f4740',
    '#443d37',
    '#36302b',
    '#2a2622',
    '#221e1b',
    '#171412',
  ],
  surfaces: {
    app: '#221e1b',
    header: '#2a2622',
    navbar: '#2a2622',
    navActive: '#4a3726',
  },
};

export default theme;
