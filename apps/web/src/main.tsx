// First: the /editor popup starts its requests before the rest of the app is evaluated.
import { editorPopupReady } from './screens/editor/boot';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './app/global.css';
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { queryClient } from './app/query-client';
import { watchAccountChanges } from './app/session-actions';
import { configKeys, fetchPublicConfig, type PublicConfig } from './hooks/api/config';
import { loadInitialTheme } from './theme/initial-theme';
import { effectiveDirection, readPreferences } from './theme/preferences';

/**
 * How long the first paint waits for /config/public (then starts with defaults), or for the editor popup's
 * screen code (then the route shows its loader until the code is in).
 */
const BOOT_WAIT_MS = 5000;

function atMost<T>(promise: Promise<T>): Promise<T | undefined> {
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), BOOT_WAIT_MS));
  return Promise.race([promise, timeout]);
}

// The theme module and the public config (default direction) are needed before the first paint; in the
// editor popup, its screen's code too (started by boot.ts beside the product request), so the first render
// shows the screen rather than a loader that React keeps up for 300 ms once shown.
async function bootstrap(): Promise<void> {
  watchAccountChanges();
  const stored = readPreferences(window.localStorage);
  const [config, theme] = await Promise.all([
    atMost<PublicConfig | undefined>(fetchPublicConfig().catch(() => undefined)),
    loadInitialTheme(stored.theme, window.localStorage),
    editorPopupReady && atMost(editorPopupReady),
  ]);
  if (config) {
    queryClient.setQueryData(configKeys.public(), config);
  }

  const initialPreferences = { ...stored, theme: theme.name };
  document.documentElement.dir = effectiveDirection(initialPreferences, config?.defaultDirection ?? 'ltr');

  const container = document.getElementById('root');
  if (!container) {
    throw new Error('#root 요소가 없습니다.');
  }
  createRoot(container).render(
    <StrictMode>
      <App initialPreferences={initialPreferences} initialTheme={theme} />
    </StrictMode>,
  );
}

void bootstrap();
