import type { ThemeModule } from '../theme-module';

/** 레드 루비 · 라이트 */
const theme: ThemeModule = {
  name: 'light.redruby',
  scheme: 'light',
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
  primaryShade: 6,
  surfaces: {
    app: '#f9f6f7',
    header: '#ffffff',
    navbar: '#ffffff',
    navActive: '#faeff3',
  },
};

export default theme;
