import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { loadTheme } from './load-theme';
import {
  DEFAULT_PREFERENCES,
  PREFERENCE_STORAGE_KEYS,
  readPreferences,
  type UiPreferences,
} from './preferences';
import { UiPreferencesProvider } from './ui-preferences-provider';
import { useUiPreferences } from './use-ui-preferences';

function Controls() {
  const ui = useUiPreferences();
  return (
    <div>
      <output data-testid="state">
        {[
          ui.theme.name,
          ui.preferences.radius,
          ui.direction,
          ui.preferences.language,
          ui.preferences.menuState,
        ].join('|')}
      </output>
      <button onClick={() => void ui.setTheme('dark.redruby')}>dark ruby</button>
      <button onClick={() => void ui.setTheme('light.missing' as never)}>missing</button>
      <button onClick={() => ui.setRadius('square')}>square</button>
      <button onClick={() => ui.setDirection('ltr')}>ltr</button>
      <button onClick={() => ui.setLanguage('enrtl')}>enrtl</button>
      <button onClick={() => ui.cycleMenuState()}>cycle</button>
      <button onClick={() => void ui.reset()}>reset</button>
    </div>
  );
}

async function renderProvider(preferences: UiPreferences, defaultDirection: 'ltr' | 'rtl' = 'ltr') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ data: { landingUrl: '', channelTalkPluginKey: '', defaultDirection } }),
    ),
  );
  const theme = await loadTheme(preferences.theme);
  renderWithProviders(
    <UiPreferencesProvider initialPreferences={preferences} initialTheme={theme}>
      <Controls />
    </UiPreferencesProvider>,
  );
}

const state = () => screen.getByTestId('state').textContent;
const html = document.documentElement;

describe('UiPreferencesProvider', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('applies the defaults: light.blueolympic, rounded, configured direction, Korean conventions', async () => {
    await renderProvider(DEFAULT_PREFERENCES, 'rtl');
    await waitFor(() => expect(state()).toBe('light.blueolympic|rounded|rtl|ko|full'));
    expect(html.dataset.theme).toBe('light.blueolympic');
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('light');
    await waitFor(() => expect(html.getAttribute('dir')).toBe('rtl'));
  });

  it('switches theme by loading its module and remembers it', async () => {
    await renderProvider(DEFAULT_PREFERENCES);
    fireEvent.click(screen.getByText('dark ruby'));
    await waitFor(() => expect(state()).toBe('dark.redruby|rounded|ltr|ko|full'));
    expect(window.localStorage.getItem(PREFERENCE_STORAGE_KEYS.theme)).toBe('dark.redruby');
    expect(html.dataset.theme).toBe('dark.redruby');
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('keeps the current theme when the chosen one has no module', async () => {
    await renderProvider(DEFAULT_PREFERENCES);
    fireEvent.click(screen.getByText('missing'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state()).toBe('light.blueolympic|rounded|ltr|ko|full');
    expect(window.localStorage.getItem(PREFERENCE_STORAGE_KEYS.theme)).toBeNull();
  });

  it('remembers radius, direction, language and menu state; enrtl forces right-to-left', async () => {
    await renderProvider(DEFAULT_PREFERENCES);
    fireEvent.click(screen.getByText('square'));
    fireEvent.click(screen.getByText('ltr'));
    fireEvent.click(screen.getByText('cycle'));
    fireEvent.click(screen.getByText('cycle'));
    fireEvent.click(screen.getByText('enrtl'));
    await waitFor(() => expect(state()).toBe('light.blueolympic|square|rtl|enrtl|icons'));
    expect(html.getAttribute('dir')).toBe('rtl');
    expect(html.dataset.radius).toBe('square');
    expect(readPreferences(window.localStorage)).toEqual({
      theme: 'light.blueolympic',
      radius: 'square',
      direction: 'ltr',
      language: 'enrtl',
      menuState: 'icons',
    });
  });

  it('reset forgets every choice', async () => {
    await renderProvider({
      ...DEFAULT_PREFERENCES,
      theme: 'dark.greysteel',
      radius: 'square',
      menuState: 'hidden',
    });
    window.localStorage.setItem(PREFERENCE_STORAGE_KEYS.radius, 'square');
    fireEvent.click(screen.getByText('reset'));
    await waitFor(() => expect(state()).toBe('light.blueolympic|rounded|ltr|ko|full'));
    expect(window.localStorage.getItem(PREFERENCE_STORAGE_KEYS.radius)).toBeNull();
    expect(window.localStorage.getItem(PREFERENCE_STORAGE_KEYS.theme)).toBe('light.blueolympic');
  });
});
