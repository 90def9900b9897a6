import type { ThemeModule } from '../theme-module';

/** 옐로 그래놀라 · 다크 */
const theme: ThemeModule = {
  name: 'dark.yellowgranola',
  scheme: 'dark',
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
  dark: [
    '#d2cec6',
    '#bfbbb0',
    '#968f7d',
    '#777060',
    '#4f4b40',
    '#444037',
    '#36332b',
    '#2a2822',
    '#22201b',
    '#171512',
  ],
  surfaces: {
    app: '#22201b',
    header: '#2a2822',
    navbar: '#2a2822',
    navActive: '#4a4027',
  },
};

export default theme;
