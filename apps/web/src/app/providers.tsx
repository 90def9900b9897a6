import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ChatWidgetBridge } from '../components/chat-widget-bridge';
import { RequestProgressBar } from '../components/request-progress-bar';
import type { UiPreferences } from '../theme/preferences';
import type { ThemeModule } from '../theme/theme-module';
import { UiPreferencesProvider } from '../theme/ui-preferences-provider';
import { LazyNotifications } from './lazy-notifications';
import { queryClient } from './query-client';

export function AppProviders({
  initialPreferences,
  initialTheme,
  children,
}: {
  initialPreferences: UiPreferences;
  initialTheme: ThemeModule;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <UiPreferencesProvider initialPreferences={initialPreferences} initialTheme={initialTheme}>
        <RequestProgressBar />
        <LazyNotifications />
        <ChatWidgetBridge />
        {children}
      </UiPreferencesProvider>
    </QueryClientProvider>
  );
}
