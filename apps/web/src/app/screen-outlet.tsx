import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { useBootFrameGone } from '../lib/boot-frame.ts';
import { ScreenError } from './screen-error.tsx';

/** Drawn with the screen, never before it: a screen still loading keeps the landing page's frame. */
function ScreenShown() {
  useBootFrameGone();
  return null;
}

/**
 * Where a layout draws its screen. A screen that fails shows the error inside the layout, so that
 * the menu stays usable, and the next address tries again. While a screen's code first loads the
 * layout stays, with `fallback` in the screen's place; a later navigation keeps the previous
 * screen until the next one is ready.
 */
export function ScreenOutlet({ fallback = null }: { fallback?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={ScreenError} resetKeys={[pathname]}>
      <Suspense fallback={fallback}>
        <Outlet />
        <ScreenShown />
      </Suspense>
    </ErrorBoundary>
  );
}
