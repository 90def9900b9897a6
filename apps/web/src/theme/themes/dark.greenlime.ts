import { PRIMARY_PALETTES } from '../palettes';
import type { ThemeModule } from '../theme-module';

/** 그린 라임 · 다크 */
const theme: ThemeModule = {
  name: 'dark.greenlime',
  scheme: 'dark',
  color: 'greenlime',
  primary: PRIMARY_PALETTES.greenlime,
  primaryShade: 4,
  dark: [
    '#cdd2c6',
    '#b9bfb0',
    '#8b967d',
    '#6c7760',
    '#484f40',
    '#3e4437',
    '#31362b',
    '#272a22',
    '#1f221b',
    '#151712',
  ],
  surfaces: {
    app: '#1f221b',
    header: '#272a22',
    navbar: '#272a22',
    navActive: '#3a4a26',
  },
};

export default theme;
