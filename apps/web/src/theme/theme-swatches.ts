import type { ThemeColor } from '@sellerdesk/domain';

/**
 * The base colour of each theme (its primary shade 6), for the picker's swatches. Kept here so showing the
 * picker does not load all 20 theme modules; `theme-swatches.test.ts` checks these match the modules.
 */
export const THEME_SWATCHES: Record<ThemeColor, string> = {
  bluenavy: '#1f3c88',
  blueolympic: '#0081c8',
  blueyale: '#0f4d92',
  greenlime: '#5f9e0f',
  greenmoss: '#5f7a2b',
  greysteel: '#5b6b7d',
  orangecarrot: '#ea7a12',
  purplemonster: '#7b2cbf',
  redruby: '#c8174f',
  yellowgranola: '#d9a92c',
};
