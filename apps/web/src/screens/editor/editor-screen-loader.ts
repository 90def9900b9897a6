import { moduleLoader } from '../../app/module-loader';

/**
 * The editor popup's screen code, one loader for both who ask for it: the popup's boot (`preload.ts`),
 * which starts it beside the product request before the app renders, and the /editor route
 * (`preloadableScreen` in app/routes.tsx), which then renders the screen with no fallback in between.
 */
export const editorScreenLoader = moduleLoader(() => import('./editor-screen'));
