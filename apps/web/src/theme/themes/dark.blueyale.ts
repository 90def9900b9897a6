import { PRIMARY_PALETTES } from '../palettes';
import type { ThemeModule } from '../theme-module';

/** 블루 예일 · 다크 */
const theme: ThemeModule = {
  name: 'dark.blueyale',
  scheme: 'dark',
  color: 'blueyale',
  primary: PRIMARY_PALETTES.blueyale,
  primaryShade: 4,
  dark: [
    '#c6ccd2',
    '#b0b7bf',
    '#7d8996',
    '#606a77',
    '#40474f',
    '#373d44',
    '#2b3036',
    '#22262a',
    '#1b1e22',
    '#121417',
  ],
  surfaces: {
    app: '#1b1e22',
    header: '#22262a',
    navbar: '#22262a',
    navActive: '#26374a',
  },
};

export default theme;
