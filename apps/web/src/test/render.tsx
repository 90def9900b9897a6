import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { addTexts } from '../i18n';
import { ko } from '../i18n/locales/ko';

// Components are rendered here without the screen that registers their area's texts: load them all.
addTexts(ko);

// jsdom has no matchMedia; Mantine asks it for the colour scheme and media queries.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Renders inside the providers screens need, with a fresh query cache that never retries. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
