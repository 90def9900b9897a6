import type { SessionEndEvent } from '@sellerdesk/client';
import type { SessionAnswer } from '@sellerdesk/domain/core';
import i18n from '../i18n';
import { chatWidget } from '../lib/channel-talk';
import { notify } from '../lib/notify';
import { session } from '../lib/session';
import { queryClient } from './query-client';

/** Query keys whose data belongs to the logged-in user; dropped whenever the session ends or changes. */
export const USER_SCOPED_KEYS = [
  ['auth'],
  ['account'],
  ['collect'],
  ['collectFilters'],
  ['products'],
] as const;

function forgetUserData(): void {
  for (const queryKey of USER_SCOPED_KEYS) {
    queryClient.removeQueries({ queryKey: [...queryKey] });
  }
}

/** Starts a session from a login or password-change answer. */
export function startSession(answer: Pick<SessionAnswer, 'accessToken' | 'refreshToken' | 'username'>): void {
  session.save(answer);
  session.setLoginError(null);
}

/**
 * Cached user data and the chat session belong to one account: when the logged-in username changes — a
 * login as someone else, or another tab logging in or out (localStorage is shared) — both are dropped;
 * the user is loaded again and the chat widget boots again for whoever is logged in.
 */
export function watchAccountChanges(): () => void {
  let username = session.getSnapshot().username;
  return session.subscribe(() => {
    const next = session.getSnapshot().username;
    if (next === username) {
      return;
    }
    if (username !== null) {
      forgetUserData();
      chatWidget.shutdown();
    }
    username = next;
  });
}

/** Ends the session on this device: tokens, chat widget, cached user data (spec §4). */
export function endSession(): void {
  session.clearTokens('logout');
  chatWidget.shutdown();
  forgetUserData();
}

/** The HTTP client already removed the tokens; finish the logout it started. */
export function onSessionEnded(event: SessionEndEvent): void {
  chatWidget.shutdown();
  forgetUserData();
  if (event.reason === 'token-rejected') {
    notify(i18n.t('auth.sessionEnded'), { type: 'warning' });
  }
}
