// First: the /editor popup starts its requests before the rest of the app is evaluated.
import './screens/editor/boot';
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

/** How long the first paint waits for /config/public before starting with defaults. */
const CONFIG_WAIT_MS = 5000;

async function readConfigForBoot(): Promise<PublicConfig | undefined> {
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), CONFIG_WAIT_MS));
  return Promise.race([fetchPublicConfig().catch(() => undefined), timeout]);
}

// The theme module and the public config (default direction) are needed before the first paint.
async function bootstrap(): Promise<void> {
  watchAccountChanges();
  const stored = readPreferences(window.localStorage);
  const [config, theme] = await Promise.all([
    readConfigForBoot(),
    loadInitialTheme(stored.theme, window.localStorage),
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
