import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { SCREEN_ROUTES, type ScreenLayout } from '@hubgrade/domain/shell/screens';
import { useEffect, useState } from 'react';
import type { RouteObject } from 'react-router';
import { useDocumentTitle } from '../lib/document-title.ts';
import { type LazyScreen, lazyComponent } from './lazy-route.ts';
import { SCREENS as accountingScreens } from './screens/accounting.ts';
import { SCREENS as adsScreens } from './screens/ads.ts';
import { SCREENS as billingScreens } from './screens/billing.ts';
import { SCREENS as bookingsScreens } from './screens/bookings.ts';
import { SCREENS as brandsScreens } from './screens/brands.ts';
import { SCREENS as catalogueScreens } from './screens/catalogue.ts';
import { SCREENS as companiesScreens } from './screens/companies.ts';
import { SCREENS as contractsScreens } from './screens/contracts.ts';
import { SCREENS as documentsScreens } from './screens/documents.ts';
import { SCREENS as emailingScreens } from './screens/emailing.ts';
import { SCREENS as exportsScreens } from './screens/exports.ts';
import { SCREENS as feedScreens } from './screens/feed.ts';
import { SCREENS as inventoryScreens } from './screens/inventory.ts';
import { SCREENS as keysScreens } from './screens/keys.ts';
import { SCREENS as labelsScreens } from './screens/labels.ts';
import { SCREENS as legalScreens } from './screens/legal.ts';
import { SCREENS as membersScreens } from './screens/members.ts';
import { SCREENS as messagesScreens } from './screens/messages.ts';
import { SCREENS as ordersScreens } from './screens/orders.ts';
import { SCREENS as panelsScreens } from './screens/panels.ts';
import { SCREENS as paymentOrdersScreens } from './screens/payment-orders.ts';
import { SCREENS as quotesScreens } from './screens/quotes.ts';
import { SCREENS as seoScreens } from './screens/seo.ts';
import { SCREENS as serverErrorsScreens } from './screens/server-errors.ts';
import { SCREENS as settingsScreens } from './screens/settings.ts';
import { SCREENS as spacesScreens } from './screens/spaces.ts';
import { SCREENS as statementsScreens } from './screens/statements.ts';
import { SCREENS as subscriptionsScreens } from './screens/subscriptions.ts';
import { SCREENS as templatesScreens } from './screens/templates.ts';
import { SCREENS as terraceScreens } from './screens/terrace.ts';
import { SCREENS as ticketsScreens } from './screens/tickets.ts';
import { SCREENS as workstationsScreens } from './screens/workstations.ts';

/**
 * The screens that are built, by screen id. Every other route of spec shell §2.1 shows the
 * shared "page en préparation" state under its own title: building a screen means adding it here, or to its area's map in screens/.
 */
const BUILT: Partial<Record<ScreenId, LazyScreen>> = {
  dashboard: lazyComponent(
    () => import('../features/dashboard/components/dashboard-page.tsx'),
    (m) => m.DashboardPage,
  ),
  notifications: lazyComponent(
    () => import('../features/notifications/components/notifications-page.tsx'),
    (m) => m.NotificationsPage,
  ),
  notificationSettings: lazyComponent(
    () => import('../features/notifications/components/notification-settings-page.tsx'),
    (m) => m.NotificationSettingsPage,
  ),
  ...accountingScreens,
  ...adsScreens,
  ...billingScreens,
  ...companiesScreens,
  ...contractsScreens,
  ...keysScreens,
  ...labelsScreens,
  ...membersScreens,
  ...messagesScreens,
  ...templatesScreens,
  ...spacesScreens,
  ...bookingsScreens,
  ...workstationsScreens,
  ...terraceScreens,
  ...feedScreens,
  ...ticketsScreens,
  ...inventoryScreens,
  ...panelsScreens,
  ...quotesScreens,
  ...statementsScreens,
  ...paymentOrdersScreens,
  ...catalogueScreens,
  ...documentsScreens,
  ...emailingScreens,
  ...ordersScreens,
  ...serverErrorsScreens,
  ...brandsScreens,
  ...subscriptionsScreens,
  ...exportsScreens,
  ...seoScreens,
  ...legalScreens,
  ...settingsScreens,
};

/** The titles come with the shared component, so that the entry does not carry them. */
function pendingScreen(screen: ScreenId): LazyScreen {
  return lazyComponent(
    () => Promise.all([import('../ui/pending-screen.tsx'), import('@hubgrade/domain/shell/screen-labels')]),
    ([{ PendingScreen }, { SCREEN_TITLES }]) =>
      function PendingRoute() {
        return <PendingScreen title={SCREEN_TITLES[screen]} />;
      },
  );
}

/** Every screen names the browser tab with its title ("Membres · Hubgrade"); the titles load with the signed-in screens. */
function ScreenTitle({ screen }: { screen: ScreenId }) {
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    let shown = true;
    void import('@hubgrade/domain/shell/screen-labels').then(({ SCREEN_TITLES }) => shown && setTitle(SCREEN_TITLES[screen]));
    return () => {
      shown = false;
    };
  }, [screen]);
  useDocumentTitle(title);
  return null;
}

/** The routes of one layout, relative to the root; `/` is the index route. */
export function screenRoutes(layout: ScreenLayout): RouteObject[] {
  return SCREEN_ROUTES.filter((route) => route.layout === layout).map((route): RouteObject => {
    const Screen = BUILT[route.screen] ?? pendingScreen(route.screen);
    const element = (
      <>
        <ScreenTitle screen={route.screen} />
        <Screen />
      </>
    );
    return route.path === '/' ? { index: true, element } : { path: route.path.slice(1), element };
  });
}
