import { PRIMARY_PALETTES } from '../palettes';
import type { ThemeModule } from '../theme-module';

/** 옐로 그래놀라 · 다크 */
const theme: ThemeModule = {
  name: 'dark.yellowgranola',
  scheme: 'dark',
  color: 'yellowgranola',
  primary: PRIMARY_PALETTES.yellowgranola,
  primaryShade: 6,
  dark: [
    '#d2cec6',
    '#bfbbb0',
    '#968f7d',
    '#777060',
    '#4f4b40',
    '#444037',
    '#36332b',
    '#2a2822',
    '#22201b',
    '#171512',
  ],
  surfaces: {
    app: '#22201b',
    header: '#2a2822',
    navbar: '#2a2822',
    navActive: '#4a4027',
  },
};

export default theme;
