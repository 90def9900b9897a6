import { PRIMARY_PALETTES } from '../palettes';
import type { ThemeModule } from '../theme-module';

/** 그린 모스 · 다크 */
const theme: ThemeModule = {
  name: 'dark.greenmoss',
  scheme: 'dark',
  color: 'greenmoss',
  primary: PRIMARY_PALETTES.greenmoss,
  primaryShade: 4,
  dark: [
    '#cdd0c8',
    '#babeb1',
    '#8d9480',
    '#6e7462',
    '#494e41',
    '#3f4238',
    '#32352c',
    '#272a23',
    '#1f211c',
    '#151613',
  ],
  surfaces: {
    app: '#1f211c',
    header: '#272a23',
    navbar: '#272a23',
    navActive: '#3c442c',
  },
};

export default theme;
