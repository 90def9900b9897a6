// Imported first by main.tsx, for its side effect: module bodies run in import order, so the editor popup's
// requests start here, before the rest of the app's modules are evaluated (see preload.ts).
import { preloadEditorPopup } from './preload';

preloadEditorPopup(window.location);
