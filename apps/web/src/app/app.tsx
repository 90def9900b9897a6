import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { UiPreferences } from '../theme/preferences';
import type { ThemeModule } from '../theme/theme-module';
import { AppProviders } from './providers';
import { appRoutes } from './routes';

export function App({
  initialPreferences,
  initialTheme,
}: {
  initialPreferences: UiPreferences;
  initialTheme: ThemeModule;
}) {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProviders initialPreferences={initialPreferences} initialTheme={initialTheme}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
