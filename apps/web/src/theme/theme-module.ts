import type { ThemeColor, ThemeName, ThemeScheme } from '../ui-constants';
import type { MantineColorShade, MantineColorsTuple } from '@mantine/core';

/**
 * One of the 20 themes (spec §2), each in its own file under `themes/` and loaded on demand.
 * `primary` is the colour's 10-shade palette (0 lightest); dark themes also tint Mantine's dark palette
 * with the colour so surfaces match it. `surfaces` colour the app background, header and side menu.
 */
export type ThemeModule = {
  name: ThemeName;
  scheme: ThemeScheme;
  color: ThemeColor;
  primary: MantineColorsTuple;
  /** Which shade of `primary` filled buttons and active menu entries use. */
  primaryShade: MantineColorShade;
  /** Dark themes only: replaces Mantine's `dark` palette (text, borders, surfaces). */
  dark?: MantineColorsTuple;
  surfaces: {
    /** Behind the content (cards stay on the body colour). */
    app: string;
    header: string;
    navbar: string;
    /** Active side-menu entry background. */
    navActive: string;
  };
};
