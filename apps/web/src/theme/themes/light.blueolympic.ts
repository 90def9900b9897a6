import { PRIMARY_PALETTES } from '../palettes';
import type { ThemeModule } from '../theme-module';

/** 블루 올림픽 · 라이트 (기본 테마) */
const theme: ThemeModule = {
  name: 'light.blueolympic',
  scheme: 'light',
  color: 'blueolympic',
  primary: PRIMARY_PALETTES.blueolympic,
  primaryShade: 6,
  surfaces: {
    app: '#f6f8f9',
    header: '#ffffff',
    navbar: '#ffffff',
    navActive: '#eef7fb',
  },
};

export default theme;
