import type { ThemeModule } from '../theme-module';

/** 그레이 스틸 · 라이트 */
const theme: ThemeModule = {
  name: 'light.greysteel',
  scheme: 'light',
  color: 'greysteel',
  primary: [
    '#f4f5f6',
    '#e2e5e9',
    '#c5ccd3',
    '#a5afbb',
    '#8493a4',
    '#6c7f94',
    '#5b6b7d',
    '#4e5c6b',
    '#414d5a',
    '#343e48',
  ],
  primaryShade: 6,
  surfaces: {
    app: '#f7f7f8',
    header: '#ffffff',
    navbar: '#ffffff',
    navActive: '#f4f5f6',
  },
};

export default theme;
