import type { Role } from '@sellerdesk/domain';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { RouteErrorScreen } from '../components/route-error-screen';
import { editorScreenLoader } from '../screens/editor/editor-screen-loader';
import { RootRedirect } from '../screens/root-redirect/root-redirect';
import { RedirectIfLoggedIn } from './guards/redirect-if-logged-in';
import { RequireAdmin } from './guards/require-admin';
import { RequireSession } from './guards/require-session';
import { activity } from './http';
import { lazyScreen, preloadableScreen } from './lazy-screen';
import { PATHS } from './paths';

const tracker = activity;
const screen = <P extends object>(load: () => Promise<ComponentType<P>>) => lazyScreen(load, { tracker });

// One chunk per route: layouts and screens load on first visit.
const AppLayout = screen(() => import('../layout/app-layout').then((m) => m.AppLayout));
const AuthLayout = screen(() => import('../layout/auth-layout').then((m) => m.AuthLayout));
const NotFoundScreen = screen(() =>
  import('../screens/not-found/not-found-screen').then((m) => m.NotFoundScreen),
);
const UnauthorizedScreen = screen(() =>
  import('../screens/unauthorized/unauthorized-screen').then((m) => m.UnauthorizedScreen),
);
// Preloaded by the popup's boot (screens/editor/boot.ts), so it renders with no fallback once there.
const EditorScreen = preloadableScreen(editorScreenLoader, (m) => m.EditorScreen, { tracker });
const LoginScreen = screen(() => import('../screens/login/login-screen').then((m) => m.LoginScreen));
const RegisterScreen = screen(() =>
  import('../screens/register/register-screen').then((m) => m.RegisterScreen),
);
const CheckEmailScreen = screen(() =>
  import('../screens/check-email/check-email-screen').then((m) => m.CheckEmailScreen),
);
const ResetPasswordScreen = screen(() =>
  import('../screens/reset-password/reset-password-screen').then((m) => m.ResetPasswordScreen),
);

type ShellRoute = {
  path: string;
  Screen: LazyExoticComponent<ComponentType>;
  /** Route-level role list (spec §2); a role not on it goes to /unauthorized. */
  roles?: readonly Role[];
  adminOnly?: boolean;
};

/** Screens inside the app shell, relative to /app. */
export const SHELL_ROUTES: readonly ShellRoute[] = [
  {
    path: 'grit/start',
    Screen: screen(() => import('../screens/start/start-screen').then((m) => m.StartScreen)),
  },
  {
    path: 'second-menu/second',
    Screen: screen(() => import('../screens/second/second-screen').then((m) => m.SecondScreen)),
  },
  { path: 'plan', Screen: screen(() => import('../screens/plan/plan-screen').then((m) => m.PlanScreen)) },
  {
    path: 'plan/resultPay',
    Screen: screen(() => import('../screens/plan-result/plan-result-screen').then((m) => m.PlanResultScreen)),
  },
  {
    path: 'account',
    Screen: screen(() => import('../screens/account/account-screen').then((m) => m.AccountScreen)),
  },
  {
    path: 'single',
    Screen: screen(() => import('../screens/single/single-screen').then((m) => m.SingleScreen)),
  },
  {
    path: 'product/collect',
    Screen: screen(() =>
      import('../screens/product-collect/product-collect-screen').then((m) => m.ProductCollectScreen),
    ),
  },
  {
    path: 'product/collect/filter',
    Screen: screen(() =>
      import('../screens/product-collect-filter/product-collect-filter-screen').then(
        (m) => m.ProductCollectFilterScreen,
      ),
    ),
  },
  {
    path: 'product/upload',
    Screen: screen(() =>
      import('../screens/product-upload/product-upload-screen').then((m) => m.ProductUploadScreen),
    ),
  },
  {
    path: 'product/edit',
    Screen: screen(() =>
      import('../screens/product-edit/product-edit-screen').then((m) => m.ProductEditScreen),
    ),
  },
  {
    path: 'product/control',
    Screen: screen(() =>
      import('../screens/product-control/product-control-screen').then((m) => m.ProductControlScreen),
    ),
  },
  {
    path: 'product/control/image',
    Screen: screen(() =>
      import('../screens/product-control-image/product-control-image-screen').then(
        (m) => m.ProductControlImageScreen,
      ),
    ),
  },
  {
    path: 'order/link',
    Screen: screen(() => import('../screens/order-link/order-link-screen').then((m) => m.OrderLinkScreen)),
  },
  {
    path: 'order/check',
    Screen: screen(() => import('../screens/order-check/order-check-screen').then((m) => m.OrderCheckScreen)),
  },
  {
    path: 'setting',
    Screen: screen(() => import('../screens/setting/setting-screen').then((m) => m.SettingScreen)),
  },
  {
    path: 'notice',
    Screen: screen(() => import('../screens/notice/notice-screen').then((m) => m.NoticeScreen)),
  },
  {
    path: 'admin',
    Screen: screen(() => import('../screens/admin/admin-screen').then((m) => m.AdminScreen)),
    adminOnly: true,
  },
];

function shellRoute({ path, Screen, roles, adminOnly }: ShellRoute): RouteObject {
  let element = <Screen />;
  if (roles) {
    element = <RequireSession roles={roles}>{element}</RequireSession>;
  }
  if (adminOnly) {
    element = <RequireAdmin>{element}</RequireAdmin>;
  }
  return { path, element };
}

function SuspenseOutlet() {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Outlet />
    </Suspense>
  );
}

/** Every route of spec §2 with its redirects and guards. */
export const appRoutes: RouteObject[] = [
  {
    element: <SuspenseOutlet />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: PATHS.root, element: <RootRedirect /> },
      { path: PATHS.error, element: <NotFoundScreen /> },
      { path: PATHS.unauthorized, element: <UnauthorizedScreen /> },
      {
        path: PATHS.editor,
        element: (
          <RequireSession>
            <EditorScreen />
          </RequireSession>
        ),
      },
      {
        path: PATHS.app,
        element: (
          <RequireSession>
            <AppLayout />
          </RequireSession>
        ),
        children: [
          {
            errorElement: <RouteErrorScreen inShell />,
            children: [
              { index: true, element: <Navigate to={PATHS.grit} replace /> },
              { path: 'grit', element: <Navigate to={PATHS.start} replace /> },
              { path: 'second-menu', element: <Navigate to={PATHS.second} replace /> },
              ...SHELL_ROUTES.map(shellRoute),
            ],
          },
        ],
      },
      {
        path: PATHS.user,
        element: <AuthLayout />,
        children: [
          { index: true, element: <Navigate to={PATHS.login} replace /> },
          {
            path: 'login',
            element: (
              <RedirectIfLoggedIn>
                <LoginScreen />
              </RedirectIfLoggedIn>
            ),
          },
          { path: 'register', element: <RegisterScreen /> },
          { path: 'check-email', element: <CheckEmailScreen /> },
          { path: 'reset-password', element: <ResetPasswordScreen /> },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
