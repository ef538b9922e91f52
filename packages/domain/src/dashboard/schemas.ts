import { z } from 'zod';

/**
 * GET /api/dashboard: the figures of the viewer's scope, as a list of widgets. Each area adds
 * its widgets to DASHBOARD_WIDGET_SCHEMAS (and a query on the server, a card on the web); a widget
 * whose area is not built, or that the viewer may not see, is simply not in the list.
 */

/** One figure, with the list that shows the rows behind it (filters in the URL), when the viewer may open it. */
export const ZDashboardCount = z.object({ value: z.number().int().nonnegative(), link: z.string().nullable() });
export type DashboardCount = z.infer<typeof ZDashboardCount>;

/** A figure over the current period, whole, beside the same figure over the previous one. */
export const ZDashboardComparison = z.object({
  current: z.number().int().nonnegative(),
  previous: z.number().int().nonnegative(),
  /** First and last Paris days of the current period, YYYY-MM-DD, both included. */
  from: z.string(),
  to: z.string(),
  link: z.string().nullable(),
});
export type DashboardComparison = z.infer<typeof ZDashboardComparison>;

export const ZMembersNewData = z.object({ week: ZDashboardComparison, month: ZDashboardComparison });

export const ZMembersByCategoryData = z.object({
  items: z.array(
    z.object({
      /** null: companies without a category. */
      name: z.string().nullable(),
      color: z.string(),
      count: z.number().int().nonnegative(),
      link: z.string().nullable(),
    }),
  ),
});

export const ZSignInsDailyData = z.object({
  /** Every Paris day of the period, oldest first, days without a sign-in included. */
  days: z.array(z.object({ day: z.string(), count: z.number().int().nonnegative() })),
  total: z.number().int().nonnegative(),
  /** Distinct people who signed in over the period. */
  users: z.number().int().nonnegative(),
});

/** Contracts of each state (0 Brouillon … 6 Terminé), platform and coworking side by side. */
export const ZContractsByStateData = z.object({
  items: z.array(
    z.object({
      state: z.number().int().min(0).max(6),
      platform: z.number().int().nonnegative(),
      coworking: z.number().int().nonnegative(),
      platformLink: z.string().nullable(),
      coworkingLink: z.string().nullable(),
    }),
  ),
});

/** Offices let today (`value`) out of the offices listed (`total`). */
export const ZDashboardOccupancy = ZDashboardCount.extend({ total: z.number().int().nonnegative() });

/** A count of invoices with their total including tax, in cents. */
export const ZDashboardInvoices = ZDashboardCount.extend({ amountCents: z.number().int() });

/** The kinds of bookable space the dashboard follows day by day. */
export const BOOKABLE_KINDS = ['meetingRooms', 'workstations', 'terrace'] as const;
export type BookableKind = (typeof BOOKABLE_KINDS)[number];

/**
 * Today's bookings of each kind of space the viewer manages: how many bookings, and how much of
 * the space they take (`used` out of `capacity`): rooms booked out of the rooms, seats taken out of
 * the bookable seats, people expected out of the terrace places.
 */
export const ZBookingsTodayData = z.object({
  items: z.array(
    z.object({
      kind: z.enum(BOOKABLE_KINDS),
      bookings: z.number().int().nonnegative(),
      used: z.number().int().nonnegative(),
      capacity: z.number().int().nonnegative(),
      link: z.string().nullable(),
    }),
  ),
});

/** The states of a ticket still waiting for the desk: 1 problème, 2 ouvert, 3 en cours. */
export const OPEN_TICKET_STATES = [1, 2, 3] as const;

/**
 * The tickets of the viewer's scope still waiting (`total`, opening the board), by state (each
 * opening the detailed view on that state), and the one reported longest ago (opening its sheet).
 */
export const ZTicketsOpenData = z.object({
  total: z.number().int().nonnegative(),
  link: z.string().nullable(),
  items: z.array(
    z.object({
      state: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      count: z.number().int().nonnegative(),
      link: z.string().nullable(),
    }),
  ),
  oldest: z
    .object({ id: z.number().int(), title: z.string(), state: z.number().int(), createdAt: z.string(), link: z.string().nullable() })
    .nullable(),
});

/** The areas of ARCHITECTURE.md that own widgets. */
export const DASHBOARD_AREAS = [
  'members',
  'companies',
  'spaces',
  'bookings',
  'auth',
  'notifications',
  'messages',
  'ads',
  'contracts',
  'billing',
  'tickets',
  'orders',
  'subscriptions',
] as const;
export type DashboardArea = (typeof DASHBOARD_AREAS)[number];

const widget = <I extends string, D extends z.ZodType>(id: I, data: D) =>
  z.object({ id: z.literal(id), area: z.enum(DASHBOARD_AREAS), title: z.string(), data });

/** Every widget: its id and the shape of its data. An area built later adds its own here. */
export const ZDashboardWidget = z.discriminatedUnion('id', [
  widget('members.new', ZMembersNewData),
  widget('members.pending', ZDashboardCount),
  widget('members.inactive', ZDashboardCount),
  widget('members.byCategory', ZMembersByCategoryData),
  widget('companies.count', ZDashboardCount),
  widget('spaces.count', ZDashboardCount),
  widget('bookings.today', ZBookingsTodayData),
  widget('tickets.open', ZTicketsOpenData),
  widget('signIns.daily', ZSignInsDailyData),
  widget('notifications.unread', ZDashboardCount),
  widget('company.members', ZDashboardCount),
  widget('messages.toModerate', ZDashboardCount),
  widget('ads.online', ZDashboardCount),
  widget('ads.offline', ZDashboardCount),
  widget('ads.boostsEnding', ZDashboardCount),
  widget('contracts.occupancy', ZDashboardOccupancy),
  widget('contracts.endingSoon', ZDashboardCount),
  widget('contracts.coworkingEndingSoon', ZDashboardCount),
  widget('contracts.byState', ZContractsByStateData),
  widget('invoices.unpaid', ZDashboardInvoices),
  widget('invoices.late', ZDashboardInvoices),
  widget('orders.awaitingValidation', ZDashboardCount),
  widget('subscriptions.startingThisMonth', ZDashboardCount),
  widget('subscriptions.endingThisMonth', ZDashboardCount),
]);
export type DashboardWidget = z.infer<typeof ZDashboardWidget>;
export type DashboardWidgetId = DashboardWidget['id'];
export type DashboardWidgetOf<I extends DashboardWidgetId> = Extract<DashboardWidget, { id: I }>;

/**
 * Whose figures these are: every brand (a main-platform administrator or salesperson), one brand
 * (its staff), one company (a member or owner: their colleagues only), or the viewer alone.
 */
export const DASHBOARD_SCOPES = ['platform', 'brand', 'company', 'self'] as const;

export const ZDashboard = z.object({
  scope: z.object({ kind: z.enum(DASHBOARD_SCOPES), brandId: z.number().int().nullable(), companyId: z.number().int().nullable() }),
  /** When the figures were read, ISO 8601. */
  generatedAt: z.string(),
  widgets: z.array(ZDashboardWidget),
});
export type Dashboard = z.infer<typeof ZDashboard>;
