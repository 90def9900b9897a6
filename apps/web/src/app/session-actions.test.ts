import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../lib/session';
import { collectFilterKeys } from '../hooks/api/collect-filters';
import { collectKeys } from '../hooks/api/collect';
import { productKeys } from '../hooks/api/products';
import { queryClient } from './query-client';
import { endSession, startSession, watchAccountChanges } from './session-actions';

const userKey = ['auth', 'user'];

describe('session actions', () => {
  afterEach(() => {
    session.clearTokens();
    queryClient.clear();
  });

  it('drops cached user data when the logged-in account changes, keeps it on a token refresh', () => {
    const stop = watchAccountChanges();
    startSession({ accessToken: 'a1', refreshToken: 'r1', username: 'first@example.com' });
    queryClient.setQueryData(userKey, { username: 'first@example.com' });

    // Same account, new tokens (refresh or password change): the cached user stays.
    session.save({ accessToken: 'a2', refreshToken: 'r2', username: 'first@example.com' });
    expect(queryClient.getQueryData(userKey)).toEqual({ username: 'first@example.com' });

    // Another account (here, or in another tab sharing localStorage): forget the first one's data.
    session.save({ accessToken: 'b1', refreshToken: 's1', username: 'second@example.com' });
    expect(queryClient.getQueryData(userKey)).toBeUndefined();
    stop();
  });

  it('a new login clears the kept login error', () => {
    session.setLoginError('로그인 갱신에 실패하였습니다.');
    startSession({ accessToken: 'a1', refreshToken: 'r1', username: 'first@example.com' });
    expect(session.getSnapshot().loginError).toBeNull();
  });

  it('ending the session forgets tokens and user data', () => {
    startSession({ accessToken: 'a1', refreshToken: 'r1', username: 'first@example.com' });
    queryClient.setQueryData(userKey, { username: 'first@example.com' });
    queryClient.setQueryData(['registerTerms'], { items: [] });
    endSession();
    expect(session.getTokens()).toBeNull();
    expect(queryClient.getQueryData(userKey)).toBeUndefined();
    // Data that belongs to nobody in particular stays cached.
    expect(queryClient.getQueryData(['registerTerms'])).toEqual({ items: [] });
  });

  it("forgets the seller's works, filter words and catalogue with the account", () => {
    const stop = watchAccountChanges();
    startSession({ accessToken: 'a1', refreshToken: 'r1', username: 'first@example.com' });
    const keys = [
      collectKeys.workList({ page: 1, maxRow: 10 }),
      collectKeys.summary(),
      collectFilterKeys.list('Remove'),
      productKeys.search({ page: 1, maxRow: 20, keyword: '' }),
    ];
    for (const key of keys) {
      queryClient.setQueryData(key, { items: ['first seller'] });
    }
    session.save({ accessToken: 'b1', refreshToken: 's1', username: 'second@example.com' });
    for (const key of keys) {
      expect(queryClient.getQueryData(key)).toBeUndefined();
    }
    stop();
  });
});
