import { createBrowserRouter } from 'react-router';
import { RootLayout } from './layouts/root-layout.tsx';
import { lazyComponent, reloadOnPreloadError, trackDestination } from './lazy-route.ts';
import { LoginCallback } from './login-callback.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { ScreenError } from './screen-error.tsx';
import { screenRoutes } from './screen-routes.tsx';

reloadOnPreloadError();

/**
 * Every route of the back-office (spec shell §2.1), each loaded on demand, grouped by layout
 * (spec shell §2.2: default, login, error, automatic sign-in and bare). The root only draws the
 * navigation progress bar.
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
      { path: 'login', Component: LoginCallback },
      {
        lazy: lazyComponent(
          () => import('./layouts/default-layout.tsx'),
          (m) => m.DefaultLayout,
        ),
        children: [
          {
            // A screen that fails shows the error inside the layout: the menu stays usable.
            ErrorBoundary: ScreenError,
            children: [
              ...screenRoutes('default'),
              {
                path: 'dev/mails',
                lazy: lazyComponent(
                  () => import('../features/dev-mails/components/dev-mails-page.tsx'),
                  (m) => m.DevMailsPage,
                ),
              },
              {
                path: 'dev/composants',
                lazy: lazyComponent(
                  () => import('../features/dev-kit/components/dev-kit-page.tsx'),
                  (m) => m.DevKitPage,
                ),
              },
            ],
          },
        ],
      },
      {
        lazy: lazyComponent(
          () => import('./layouts/bare-layout.tsx'),
          (m) => m.BareLayout,
        ),
        children: [{ ErrorBoundary: ScreenError, children: screenRoutes('bare') }],
      },
      {
        lazy: lazyComponent(
          () => import('./layouts/error-layout.tsx'),
          (m) => m.ErrorLayout,
        ),
        children: [
          {
            // Spec shell §2.1: /error?statusCode=…, and every path no route claims.
            path: 'error',
            lazy: lazyComponent(
              () => import('./error-page.tsx'),
              (m) => m.ErrorPage,
            ),
          },
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

router.subscribe((state) => trackDestination(state.navigation.location));
