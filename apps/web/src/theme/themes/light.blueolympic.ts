import type { ThemeModule } from '../theme-module';

/** 블루 올림픽 · 라이트 (기본 테마) */
const theme: ThemeModule = {
  name: 'light.blueolympic',
  scheme: 'light',
  color: 'blueolympic',
  primary: [
    '#eef7fb',
    '#d3ebf8',
    '#a1d9f7',
    '#69c5f7',
    '#2eb1fa',
    '#009bf1',
    '#0081c8',
    '#006da9',
    '#005a8b',
    '#00466c',
  ],
  primaryShade: 6,
  surfaces: {
    app: '#f6f8f9',
    header: '#ffffff',
    navbar: '#ffffff',
    navActive: '#eef7fb',
  },
};

export default theme;
