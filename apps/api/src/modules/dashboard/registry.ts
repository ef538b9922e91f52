import type { AnyWidgetDefinition } from './widget.ts';
import { companyCount } from './widgets/companies.ts';
import { companyMembers, inactiveMembers, membersByCategory, newMembers, pendingMembers } from './widgets/members.ts';
import { unreadNotifications } from './widgets/notifications.ts';
import { dailySignIns } from './widgets/sign-ins.ts';
import { siteCount } from './widgets/spaces.ts';

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
  companyMembers,
  unreadNotifications,
  dailySignIns,
  membersByCategory,
];
