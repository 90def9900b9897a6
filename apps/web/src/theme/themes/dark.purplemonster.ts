import { PRIMARY_PALETTES } from '../palettes';
import type { ThemeModule } from '../theme-module';

/** 퍼플 몬스터 · 다크 */
const theme: ThemeModule = {
  name: 'dark.purplemonster',
  scheme: 'dark',
  color: 'purplemonster',
  primary: PRIMARY_PALETTES.purplemonster,
  primaryShade: 6,
  dark: [
    '#ccc6d2',
    '#b8b0bf',
    '#8b7d96',
    '#6c6077',
    '#48404f',
    '#3e3744',
    '#312b36',
    '#27222a',
    '#1f1b22',
    '#151217',
  ],
  surfaces: {
    app: '#1f1b22',
    header: '#27222a',
    navbar: '#27222a',
    navActive: '#392848',
  },
};

export default theme;
