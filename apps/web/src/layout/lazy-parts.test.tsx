import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';

/**
 * Issue 8 §7: what a screen does not show is not part of a layout's first load — the drawers and the
 * user menu's dropdown. Each such module records when it is loaded (vi.mock factories run on first
 * import), so a static import from a layout would show at once.
 */
const loaded = vi.hoisted(() => ({ settings: false, menu: false, userMenu: false }));

vi.mock('./settings-drawer', () => {
  loaded.settings = true;
  return {
    SettingsDrawer: ({ opened }: { opened: boolean }) =>
      opened ? <div data-testid="settings-drawer">설정</div> : null,
  };
});
vi.mock('./menu-drawer', () => {
  loaded.menu = true;
  return {
    MenuDrawer: ({ opened }: { opened: boolean }) =>
      opened ? <nav data-testid="menu-drawer">메뉴</nav> : null,
  };
});

vi.mock('./user-menu-dropdown', () => {
  loaded.userMenu = true;
  return { UserMenuDropdown: () => <div role="menu">사용자 메뉴</div> };
});

afterEach(cleanup);

describe('drawers and the user menu load on first use', () => {
  it('importing either layout loads none of them', async () => {
    await import('./auth-layout');
    await import('./app-layout');
    expect(loaded).toEqual({ settings: false, menu: false, userMenu: false });
  });

  it('the login layout fetches the settings drawer when its button is pressed', async () => {
    const { AuthLayout } = await import('./auth-layout');
    const router = createMemoryRouter(
      [{ path: '/user', element: <AuthLayout />, children: [{ path: 'login', element: <p>로그인</p> }] }],
      { initialEntries: ['/user/login'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    await screen.findByText('로그인');
    expect(loaded.settings).toBe(false);
    expect(screen.queryByTestId('settings-drawer')).toBeNull();

    fireEvent.click(screen.getByTestId('open-settings'));
    expect(await screen.findByTestId('settings-drawer')).toBeTruthy();
    expect(loaded.settings).toBe(true);
  });

  it('the narrow-screen menu drawer is fetched only when opened', async () => {
    const { LazyMenuDrawer } = await import('./lazy-drawers');
    const { rerender } = renderWithProviders(
      <LazyMenuDrawer opened={false} onClose={() => undefined} fullScreen={false} />,
    );
    expect(loaded.menu).toBe(false);
    rerender(<LazyMenuDrawer opened onClose={() => undefined} fullScreen={false} />);
    expect(await screen.findByTestId('menu-drawer')).toBeTruthy();
    expect(loaded.menu).toBe(true);
  });

  it('the user menu shows its button at once and fetches the menu on the first press', async () => {
    const { UserMenu } = await import('./user-menu');
    const { authKeys } = await import('../hooks/api/auth');
    const { queryClient } = renderWithProviders(
      <UserMenu compact={false} onOpenSettings={() => undefined} />,
    );
    queryClient.setQueryData(authKeys.user(), {
      username: 'seller@example.com',
      role: 'User',
      plan: 'Free',
      planExpiresAt: null,
      userEmail: 'seller@example.com',
      userTelNo: '01012345678',
      name: '김셀러',
      mustChangePassword: false,
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    const button = await screen.findByTestId('user-menu');
    expect(button.textContent).toContain('김셀러');
    expect(loaded.userMenu).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(loaded.userMenu).toBe(true);
  });
});
