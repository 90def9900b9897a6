import type { ThemeModule } from '../theme-module';

/** 그린 모스 · 라이트 */
const theme: ThemeModule = {
  name: 'light.greenmoss',
  scheme: 'light',
  color: 'greenmoss',
  primary: [
    '#f6f8f1',
    '#e9efdc',
    '#d3e1b7',
    '#bbd28e',
    '#a3c563',
    '#769836',
    '#5f7a2b',
    '#4d6323',
    '#3c4d1b',
    '#2a3613',
  ],
  primaryShade: 6,
  surfaces: {
    app: '#f8f9f6',
    header: '#ffffff',
    navbar: '#ffffff',
    navActive: '#f6f8f1',
  },
};

export default theme;
