import type { ThemeModule } from '../theme-module';

/** 블루 예일 · 라이트 */
const theme: ThemeModule = {
  name: 'light.blueyale',
  scheme: 'light',
  color: 'blueyale',
  primary: [
    '#eff4fb',
    '#d5e5f6',
    '#a9caef',
    '#76adea',
    '#418fe7',
    '#1361b7',
    '#0f4d92',
    '#0c3e76',
    '#09305b',
    '#06213f',
  ],
  primaryShade: 6,
  surfaces: {
    app: '#f6f7f9',
    header: '#ffffff',
    navbar: '#ffffff',
    navActive: '#eff4fb',
  },
};

export default theme;
