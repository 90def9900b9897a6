import type { ThemeModule } from '../theme-module';

/** 오렌지 캐럿 · 라이트 */
const theme: ThemeModule = {
  name: 'light.orangecarrot',
  scheme: 'light',
  color: 'orangecarrot',
  primary: [
    '#fbf5ef',
    '#f7e5d4',
    '#f1cba7',
    '#edae73',
    '#eb913d',
    '#ee8422',
    '#ea7a12',
    '#ce6b10',
    '#b15c0e',
    '#954e0b',
  ],
  primaryShade: 6,
  surfaces: {
    app: '#f9f7f6',
    header: '#ffffff',
    navbar: '#ffffff',
    navActive: '#fbf5ef',
  },
};

export default theme;
