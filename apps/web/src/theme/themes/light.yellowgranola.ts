import type { ThemeModule } from '../theme-module';

/** 옐로 그래놀라 · 라이트 */
const theme: ThemeModule = {
  name: 'light.yellowgranola',
  scheme: 'light',
  color: 'yellowgranola',
  primary: [
    '#faf7f0',
    '#f4ecd7',
    '#ead9ae',
    '#e1c67f',
    '#dbb34d',
    '#dcb03d',
    '#d9a92c',
    '#c39723',
    '#a9831e',
    '#8f6f1a',
  ],
  primaryShade: 6,
  surfaces: {
    app: '#f9f8f6',
    header: '#ffffff',
    navbar: '#ffffff',
    navActive: '#faf7f0',
  },
};

export default theme;
