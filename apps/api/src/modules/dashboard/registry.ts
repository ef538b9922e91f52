import type { AnyWidgetDefinition } from './widget.ts';
import { adsBoostsEnding, adsOffline, adsOnline } from './widgets/ads.ts';
import { bookingsToday } from './widgets/bookings.ts';
import { companyCount } from './widgets/companies.ts';
import { contractsByState, contractsEndingSoon, contractsOccupancy, coworkingContractsEndingSoon } from './widgets/contracts.ts';
import { lateInvoices, unpaidInvoices } from './widgets/invoices.ts';
import { companyMembers, inactiveMembers, membersByCategory, newMembers, pendingMembers } from './widgets/members.ts';
import { messagesToModerate } from './widgets/messages.ts';
import { unreadNotifications } from './widgets/notifications.ts';
import { ordersAwaitingValidation } from './widgets/orders.ts';
import { dailySignIns } from './widgets/sign-ins.ts';
import { siteCount } from './widgets/spaces.ts';
import { subscriptionsEndingThisMonth, subscriptionsStartingThisMonth } from './widgets/subscriptions.ts';
import { ticketsOpen } from './widgets/tickets.ts';

/**
 * Every widget of the dashboard, in display order. An area adds its own (bookings, invoices,
 * contracts, moderation, ...) here with its id declared in packages/domain/src/dashboard/schemas.ts.
 */
export const DASHBOARD_WIDGETS: readonly AnyWidgetDefinition[] = [
  newMembers,
  pendingMembers,
  inactiveMembers,
  companyCount,
  siteCount,
  bookingsToday,
  ticketsOpen,
  companyMembers,
  unreadNotifications,
  messagesToModerate,
  adsOnline,
  adsOffline,
  adsBoostsEnding,
  contractsOccupancy,
  contractsEndingSoon,
  coworkingContractsEndingSoon,
  unpaidInvoices,
  lateInvoices,
  ordersAwaitingValidation,
  subscriptionsStartingThisMonth,
  subscriptionsEndingThisMonth,
  dailySignIns,
  membersByCategory,
  contractsByState,
];
