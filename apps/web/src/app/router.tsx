import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './layouts/root-layout.tsx';
import { lazyComponent } from './lazy-route.ts';
import { RouteErrorPage } from './route-error-page.tsx';

/**
 * Every route of the back-office (spec shell §2.1), each loaded on demand, grouped by layout
 * (spec shell §2.2). The root only draws the navigation progress bar.
 */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    // The first route's code is still loading: the page stays blank for that instant.
    HydrateFallback: () => null,
    children: [
      {
        lazy: lazyComponent(
          () => import('./layouts/login-layout.tsx'),
          (m) => m.LoginLayout,
        ),
        children: [
          {
            path: 'connexion',
            lazy: lazyComponent(
              () => import('../features/auth/components/sign-in-page.tsx'),
              (m) => m.SignInPage,
            ),
          },
          {
            path: 'reinitialisation/:token',
            lazy: lazyComponent(
              () => import('../features/auth/components/password-reset-page.tsx'),
              (m) => m.PasswordResetPage,
            ),
          },
          {
            path: 'confirmation/:token',
            lazy: lazyComponent(
              () => import('../features/auth/components/account-confirmation-page.tsx'),
              (m) => m.AccountConfirmationPage,
            ),
          },
        ],
      },
      {
        lazy: lazyComponent(
          () => import('./layouts/auto-sign-in-layout.tsx'),
          (m) => m.AutoSignInLayout,
        ),
        children: [
          {
            path: 'login/auto',
            lazy: lazyComponent(
              () => import('../features/auth/components/auto-sign-in-page.tsx'),
              (m) => m.AutoSignInPage,
            ),
          },
        ],
      },
      // The sign-in callback of the former authentication module: the session guard decides.
      { path: 'login', element: <Navigate to="/" replace /> },
      {
        lazy: lazyComponent(
          () => import('./layouts/default-layout.tsx'),
          (m) => m.DefaultLayout,
        ),
        children: [
          {
            index: true,
            lazy: lazyComponent(
              () => import('../features/dashboard/components/dashboard-page.tsx'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: 'dev/mails',
            lazy: lazyComponent(
              () => import('../features/dev-mails/components/dev-mails-page.tsx'),
              (m) => m.DevMailsPage,
            ),
          },
        ],
      },
      {
        lazy: lazyComponent(
          () => import('./layouts/error-layout.tsx'),
          (m) => m.ErrorLayout,
        ),
        children: [
          {
            path: '*',
            lazy: lazyComponent(
              () => import('./error-page.tsx'),
              (m) => m.ErrorPage,
            ),
          },
        ],
      },
    ],
  },
]);
