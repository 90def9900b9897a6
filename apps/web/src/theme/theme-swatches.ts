import type { ThemeColor } from '../ui-constants';
import { PRIMARY_PALETTES } from './palettes';

/** The base colour of each theme (its palette's shade 6), for the picker's swatches. */
export const THEME_SWATCHES = Object.fromEntries(
  Object.entries(PRIMARY_PALETTES).map(([color, palette]) => [color, palette[6]]),
) as Record<ThemeColor, string>;
