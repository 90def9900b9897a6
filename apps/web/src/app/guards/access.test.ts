import { describe, expect, it } from 'vitest';
import { decideAdminOnly, decideLoginRequired, decideLoginScreen } from './access';

describe('guard decisions (spec §2)', () => {
  it('login-required: missing tokens → login, user loaded if absent, BasicUser → check-email', () => {
    expect(decideLoginRequired({ hasTokens: false, role: 'Admin' })).toEqual({
      kind: 'redirect',
      to: '/user/login',
    });
    expect(decideLoginRequired({ hasTokens: true, role: undefined })).toEqual({ kind: 'load-user' });
    expect(decideLoginRequired({ hasTokens: true, role: 'BasicUser' })).toEqual({
      kind: 'redirect',
      to: '/user/check-email',
    });
    expect(decideLoginRequired({ hasTokens: true, role: 'User' })).toEqual({ kind: 'allow' });
  });

  it('route role lists: a role not on the list → /unauthorized', () => {
    expect(decideLoginRequired({ hasTokens: true, role: 'User' }, ['Admin'])).toEqual({
      kind: 'redirect',
      to: '/unauthorized',
    });
    expect(decideLoginRequired({ hasTokens: true, role: 'Admin' }, ['Admin'])).toEqual({ kind: 'allow' });
    // BasicUser goes to check-email before any role list is looked at.
    expect(decideLoginRequired({ hasTokens: true, role: 'BasicUser' }, ['BasicUser'])).toEqual({
      kind: 'redirect',
      to: '/user/check-email',
    });
  });

  it('/app/admin: Admin only, otherwise the start screen', () => {
    expect(decideAdminOnly('Admin')).toEqual({ kind: 'allow' });
    expect(decideAdminOnly('User')).toEqual({ kind: 'redirect', to: '/app/grit/start' });
    expect(decideAdminOnly(undefined)).toEqual({ kind: 'redirect', to: '/app/grit/start' });
  });

  it('/user/login: a valid session goes to the start screen', () => {
    expect(decideLoginScreen({ hasTokens: false, role: undefined })).toEqual({ kind: 'allow' });
    expect(decideLoginScreen({ hasTokens: true, role: undefined })).toEqual({ kind: 'load-user' });
    expect(decideLoginScreen({ hasTokens: true, role: 'User' })).toEqual({
      kind: 'redirect',
      to: '/app/grit/start',
    });
  });
});
