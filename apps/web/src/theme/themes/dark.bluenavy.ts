import { PRIMARY_PALETTES } from '../palettes';
import type { ThemeModule } from '../theme-module';

/** 블루 네이비 · 다크 */
const theme: ThemeModule = {
  name: 'dark.bluenavy',
  scheme: 'dark',
  color: 'bluenavy',
  primary: PRIMARY_PALETTES.bluenavy,
  primaryShade: 4,
  dark: [
    '#c6cad2',
    '#b0b4bf',
    '#7d8496',
    '#606677',
    '#40444f',
    '#373a44',
    '#2b2e36',
    '#22242a',
    '#1b1d22',
    '#121317',
  ],
  surfaces: {
    app: '#1b1d22',
    header: '#22242a',
    navbar: '#22242a',
    navActive: '#283148',
  },
};

export default theme;
