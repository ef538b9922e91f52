import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '../navigation-progress.tsx';

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
