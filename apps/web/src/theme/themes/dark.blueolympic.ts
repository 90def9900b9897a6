import { PRIMARY_PALETTES } from '../palettes';
import type { ThemeModule } from '../theme-module';

/** 블루 올림픽 · 다크 */
const theme: ThemeModule = {
  name: 'dark.blueolympic',
  scheme: 'dark',
  color: 'blueolympic',
  primary: PRIMARY_PALETTES.blueolympic,
  primaryShade: 5,
  dark: [
    '#c6ced2',
    '#b0babf',
    '#7d8d96',
    '#606e77',
    '#404a4f',
    '#373f44',
    '#2b3236',
    '#22272a',
    '#1b2022',
    '#121517',
  ],
  surfaces: {
    app: '#1b2022',
    header: '#22272a',
    navbar: '#22272a',
    navActive: '#263d4a',
  },
};

export default theme;
