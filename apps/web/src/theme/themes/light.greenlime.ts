import type { ThemeModule } from '../theme-module';

/** 그린 라임 · 라이트 */
const theme: ThemeModule = {
  name: 'light.greenlime',
  scheme: 'light',
  color: 'greenlime',
  primary: [
    '#f6fbef',
    '#e8f6d5',
    '#d0f0a8',
    '#b7eb75',
    '#9ee840',
    '#75c313',
    '#5f9e0f',
    '#4e820c',
    '#3d660a',
    '#2d4a07',
  ],
  primaryShade: 6,
  surfaces: {
    app: '#f8f9f6',
    header: '#ffffff',
    navbar: '#ffffff',
    navActive: '#f6fbef',
  },
};

export default theme;
