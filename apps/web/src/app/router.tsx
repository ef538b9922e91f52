import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter, type RouteObject, useLocation, useRoutes } from 'react-router';
import { reloadOnPreloadError } from '../lib/chunk-reload.ts';
import { lazyComponent } from './lazy-route.ts';
import { LoginCallback } from './login-callback.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { screenRoutes } from './screen-routes.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

reloadOnPreloadError();

const LoginLayout = lazyComponent(
  () => import('./layouts/login-layout.tsx'),
  (m) => m.LoginLayout,
);
const AutoSignInLayout = lazyComponent(
  () => import('./layouts/auto-sign-in-layout.tsx'),
  (m) => m.AutoSignInLayout,
);
const DefaultLayout = lazyComponent(
  () => import('./layouts/default-layout.tsx'),
  (m) => m.DefaultLayout,
);
const BareLayout = lazyComponent(
  () => import('./layouts/bare-layout.tsx'),
  (m) => m.BareLayout,
);
const OpenLayout = lazyComponent(
  () => import('./layouts/open-layout.tsx'),
  (m) => m.OpenLayout,
);
const ErrorLayout = lazyComponent(
  () => import('./layouts/error-layout.tsx'),
  (m) => m.ErrorLayout,
);
const SignInPage = lazyComponent(
  () => import('../features/auth/components/sign-in-page.tsx'),
  (m) => m.SignInPage,
);
const PasswordResetPage = lazyComponent(
  () => import('../features/auth/components/password-reset-page.tsx'),
  (m) => m.PasswordResetPage,
);
const AccountConfirmationPage = lazyComponent(
  () => import('../features/auth/components/account-confirmation-page.tsx'),
  (m) => m.AccountConfirmationPage,
);
const AutoSignInPage = lazyComponent(
  () => import('../features/auth/components/auto-sign-in-page.tsx'),
  (m) => m.AutoSignInPage,
);
const DevMailsPage = lazyComponent(
  () => import('../features/dev-mails/components/dev-mails-page.tsx'),
  (m) => m.DevMailsPage,
);
const DevKitPage = lazyComponent(
  () => import('../features/dev-kit/components/dev-kit-page.tsx'),
  (m) => m.DevKitPage,
);
const ErrorPage = lazyComponent(
  () => import('./error-page.tsx'),
  (m) => m.ErrorPage,
);

/**
 * Every route of the back-office (spec shell §2.1), each loaded on demand, grouped by layout
 * (spec shell §2.2: default, login, error, automatic sign-in and bare).
 */
const ROUTES: RouteObject[] = [
  {
    element: <LoginLayout />,
    children: [
      { path: 'connexion', element: <SignInPage /> },
      { path: 'reinitialisation/:token', element: <PasswordResetPage /> },
      { path: 'confirmation/:token', element: <AccountConfirmationPage /> },
    ],
  },
  { element: <AutoSignInLayout />, children: [{ path: 'login/auto', element: <AutoSignInPage /> }] },
  { path: 'login', element: <LoginCallback /> },
  {
    element: <DefaultLayout />,
    children: [
      ...screenRoutes('default'),
      { path: 'dev/mails', element: <DevMailsPage /> },
      { path: 'dev/composants', element: <DevKitPage /> },
    ],
  },
  { element: <BareLayout />, children: screenRoutes('bare') },
  { element: <OpenLayout />, children: screenRoutes('open') },
  {
    element: <ErrorLayout />,
    children: [
      // Spec shell §2.1: /error?statusCode=…, and every path no route claims.
      { path: 'error', element: <ErrorPage /> },
      { path: '*', element: <ErrorPage /> },
    ],
  },
];

function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // A layout that fails to load shows the error page on its own; the next address tries again.
    <ErrorBoundary FallbackComponent={RouteErrorPage} resetKeys={[pathname]}>
      {/* The first layout's code is still loading: the page stays blank for that instant. */}
      <Suspense fallback={null}>{useRoutes(ROUTES)}</Suspense>
    </ErrorBoundary>
  );
}

/** The router, with the navigation progress bar and the scroll kept per history entry. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <NavigationProgress />
      <AppRoutes />
      <ScrollRestoration />
    </BrowserRouter>
  );
}
