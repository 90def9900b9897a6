import { PRIMARY_PALETTES } from '../palettes';
import type { ThemeModule } from '../theme-module';

/** 그레이 스틸 · 다크 */
const theme: ThemeModule = {
  name: 'dark.greysteel',
  scheme: 'dark',
  color: 'greysteel',
  primary: PRIMARY_PALETTES.greysteel,
  primaryShade: 5,
  dark: [
    '#cbcccd',
    '#b6b7ba',
    '#868a8d',
    '#686b6e',
    '#454749',
    '#3b3d3f',
    '#2f3032',
    '#252627',
    '#1e1f1f',
    '#141415',
  ],
  surfaces: {
    app: '#1e1f1f',
    header: '#252627',
    navbar: '#252627',
    navActive: '#34383c',
  },
};

export default theme;
