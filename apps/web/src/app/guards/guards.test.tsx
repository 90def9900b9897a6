import type { Role } from '@sellerdesk/domain';
import type { UserResponse } from '@sellerdesk/domain/api';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import { RedirectIfLoggedIn } from './redirect-if-logged-in';
import { RequireAdmin } from './require-admin';
import { RequireSession } from './require-session';

function user(role: Role): UserResponse {
  return {
    username: 'seller@example.com',
    role,
    plan: 'Free',
    planExpiresAt: null,
    userEmail: 'seller@example.com',
    userTelNo: '01012345678',
    name: '김셀러',
    mustChangePassword: false,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

/** GET /auth/user answers with this role, or with a 401 reason. */
function serveUser(answer: Role | { status: number; reason: string }) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
    typeof answer === 'string'
      ? new Response(JSON.stringify({ data: user(answer) }), { status: 200 })
      : new Response(JSON.stringify({ code: answer.status, message: '거절', reason: answer.reason }), {
          status: answer.status,
        }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/user/login',
        element: (
          <RedirectIfLoggedIn>
            <p>로그인 화면</p>
          </RedirectIfLoggedIn>
        ),
      },
      { path: '/user/check-email', element: <p>메일 확인 화면</p> },
      { path: '/unauthorized', element: <p>권한 없음 화면</p> },
      {
        path: '/app',
        element: <RequireSession />,
        children: [
          { path: 'grit/start', element: <p>시작 화면</p> },
          {
            path: 'admin',
            element: (
              <RequireAdmin>
                <p>관리자 화면</p>
              </RequireAdmin>
            ),
          },
          {
            path: 'restricted',
            element: (
              <RequireSession roles={['Admin']}>
                <p>제한된 화면</p>
              </RequireSession>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('route guards', () => {
  beforeEach(() => session.clearTokens());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    session.clearTokens();
  });

  it('sends a visitor without tokens to /user/login, remembering where they were going', async () => {
    const fetchMock = serveUser('User');
    const router = renderAt('/app/grit/start');
    expect(await screen.findByText('로그인 화면')).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/app/grit/start', owner: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a stored access token without its refresh token as logged out', async () => {
    serveUser('User');
    session.save({ accessToken: 'a1', refreshToken: '' });
    renderAt('/app/grit/start');
    expect(await screen.findByText('로그인 화면')).toBeTruthy();
  });

  it('loads the user when absent and lets a User in', async () => {
    const fetchMock = serveUser('User');
    session.save({ accessToken: 'a1', refreshToken: 'r1' });
    renderAt('/app/grit/start');
    expect(await screen.findByText('시작 화면')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/user');
  });

  it('sends a BasicUser to /user/check-email', async () => {
    serveUser('BasicUser');
    session.save({ accessToken: 'a1', refreshToken: 'r1' });
    renderAt('/app/grit/start');
    expect(await screen.findByText('메일 확인 화면')).toBeTruthy();
  });

  it('/app/admin sends a User to the start screen and lets an Admin in', async () => {
    serveUser('User');
    session.save({ accessToken: 'a1', refreshToken: 'r1' });
    const router = renderAt('/app/admin');
    expect(await screen.findByText('시작 화면')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/grit/start');
  });

  it('/app/admin shows the admin screen to an Admin', async () => {
    serveUser('Admin');
    session.save({ accessToken: 'a1', refreshToken: 'r1' });
    renderAt('/app/admin');
    expect(await screen.findByText('관리자 화면')).toBeTruthy();
  });

  it('a route role list sends other roles to /unauthorized', async () => {
    serveUser('User');
    session.save({ accessToken: 'a1', refreshToken: 'r1' });
    const router = renderAt('/app/restricted');
    expect(await screen.findByText('권한 없음 화면')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('/user/login with a valid session goes to the start screen', async () => {
    serveUser('User');
    session.save({ accessToken: 'a1', refreshToken: 'r1' });
    const router = renderAt('/user/login');
    expect(await screen.findByText('시작 화면')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/grit/start');
  });

  it('drops the return path on logout: the next login starts at the start screen', async () => {
    serveUser('Admin');
    session.save({ accessToken: 'a1', refreshToken: 'r1', username: 'first@example.com' });
    session.clearTokens('logout');
    const router = renderAt('/app/admin');
    expect(await screen.findByText('로그인 화면')).toBeTruthy();
    expect(router.state.location.state).toBeNull();
    session.save({ accessToken: 'a2', refreshToken: 'r2', username: 'second@example.com' });
    expect(await screen.findByText('시작 화면')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/grit/start');
  });

  it("follows a server-ended session's return path only for the same user", async () => {
    serveUser('Admin');
    for (const [next, expected] of [
      ['first@example.com', '/app/admin'],
      ['second@example.com', '/app/grit/start'],
    ] as const) {
      session.save({ accessToken: 'a1', refreshToken: 'r1', username: 'first@example.com' });
      session.clearTokens('ended');
      const router = renderAt('/app/admin');
      expect(await screen.findByText('로그인 화면')).toBeTruthy();
      expect(router.state.location.state).toEqual({ from: '/app/admin', owner: 'first@example.com' });
      session.save({ accessToken: 'a2', refreshToken: 'r2', username: next });
      await waitFor(() => expect(router.state.location.pathname).toBe(expected));
      cleanup();
    }
  });

  it('/user/login with rejected tokens logs out and shows the form', async () => {
    serveUser({ status: 401, reason: 'TOKEN_SIGNATURE_INVALID' });
    session.save({ accessToken: 'forged', refreshToken: 'r1' });
    renderAt('/user/login');
    expect(await screen.findByText('로그인 화면')).toBeTruthy();
    expect(session.getTokens()).toBeNull();
  });
});
