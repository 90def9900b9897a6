import type { ThemeModule } from '../theme-module';

/** 오렌지 캐럿 · 다크 */
const theme: ThemeModule = {
  name: 'dark.orangecarrot',
  scheme: 'dark',
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
  dark: [
    '#d2ccc6',
    '#bfb7b0',
    '#96897d',
    '#776b60',
    '#4f4740',
    '#443d37',
    '#36302b',
    '#2a2622',
    '#221e1b',
    '#171412',
  ],
  surfaces: {
    app: '#221e1b',
    header: '#2a2622',
    navbar: '#2a2622',
    navActive: '#4a3726',
  },
};

export default theme;
