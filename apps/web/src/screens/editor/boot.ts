// Imported first by main.tsx: module bodies run in import order, so the editor popup's requests start
// here, before the rest of the app's modules are evaluated (see preload.ts).
import { preloadEditorPopup } from './preload';

/** The editor popup's screen code arriving (main.tsx waits for it before the first render), or null. */
export const editorPopupReady = preloadEditorPopup(window.location);
