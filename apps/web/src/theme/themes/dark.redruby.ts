import type { ThemeModule } from '../theme-module';

/** 레드 루비 · 다크 */
const theme: ThemeModule = {
  name: 'dark.redruby',
  scheme: 'dark',
  color: 'redruby',
  primary: [
    '#faeff3',
    '#f6d5e0',
    '#eeaabf',
    '#e8779b',
    '#e54376',
    '#e62260',
    '#c8174f',
    '#ad1444',
    '#911139',
    '#760e2e',
  ],
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
