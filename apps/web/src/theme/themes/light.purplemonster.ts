import type { ThemeModule } from '../theme-module';

/** 퍼플 몬스터 · 라이트 */
const theme: ThemeModule = {
  name: 'light.purplemonster',
  scheme: 'light',
  color: 'purplemonster',
  primary: [
    '#f5f0f9',
    '#e6d9f2',
    '#ceb1e7',
    '#b383dc',
    '#9954d4',
    '#8630cf',
    '#7b2cbf',
    '#6b26a6',
    '#5b218d',
    '#4b1b74',
  ],
  primaryShade: 6,
  surfaces: {
    app: '#f7f6f9',
    header: '#ffffff',
    navbar: '#ffffff',
    navActive: '#f5f0f9',
  },
};

export default theme;
