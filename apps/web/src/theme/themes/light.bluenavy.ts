import type { ThemeModule } from '../theme-module';

/** 블루 네이비 · 라이트 */
const theme: ThemeModule = {
  name: 'light.bluenavy',
  scheme: 'light',
  color: 'bluenavy',
  primary: [
    '#f0f3f9',
    '#d9e0f2',
    '#b1c0e7',
    '#839cdd',
    '#5477d4',
    '#274ba9',
    '#1f3c88',
    '#19316f',
    '#142656',
    '#0e1b3d',
  ],
  primaryShade: 6,
  surfaces: {
    app: '#f6f7f9',
    header: '#ffffff',
    navbar: '#ffffff',
    navActive: '#f0f3f9',
  },
};

export default theme;
