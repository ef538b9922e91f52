import type { AccountState } from '../members/rules.ts';

/**
 * Where a dashboard figure leads: the list screen of spec shell §2.1 with the figure's filters in
 * the query string, so that the list shows the very rows that were counted. Each list screen reads
 * these parameters from its address, shows them as filters the user can clear, and sends them as
 * they are to its list call (GET /users, /annonces, /bookings, /bookings-os, /messages, /invoices,
 * /commandes, /abonnements),
 * whose total is the figure. Days are Paris days, YYYY-MM-DD, both included.
 */
export interface MemberFilters {
  state?: AccountState;
  createdFrom?: string;
  createdTo?: string;
  /** A company category's name: the chart adds up the categories of one name across brands. */
  companyCategory?: string;
}

export interface AdFilters {
  state?: 'online' | 'offline';
  /** Boosts still running that end on this day or before. */
  boostEndTo?: string;
  /** Ads let on this day (a platform contract from Accepté to Préavis covers it). */
  letOn?: string;
}

export interface ContractFilters {
  state?: string;
  /** The running contracts only (ONGOING_CONTRACT_STATES). */
  ongoing?: 'true';
  endFrom?: string;
  endTo?: string;
}

export interface SubscriptionFilters {
  startFrom?: string;
  startTo?: string;
  endFrom?: string;
  endTo?: string;
}

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export const DASHBOARD_LINKS = {
  members: (filters: MemberFilters = {}) => withQuery('/membres', { ...filters }),
  companies: '/societe',
  spaces: '/espace',
  /** The day's view of each booking screen. */
  bookings: {
    meetingRooms: (day: string) => withQuery('/planning', { date: day, vue: 'day' }),
    workstations: (day: string) => withQuery('/coworking/planning', { date: day, vue: 'jour' }),
    terrace: (day: string) => withQuery('/terrasse', { date: day }),
  },
  notifications: '/notifications',
  /** The tickets' board (every state), the detailed view on one state, and one ticket's sheet. */
  tickets: {
    board: '/tickets',
    byState: (state: number) => withQuery('/tickets/view', { state: String(state) }),
    sheet: (id: number) => `/tickets/${id}`,
  },
  ads: (filters: AdFilters = {}) => withQuery('/annonces', { ...filters }),
  /** The contracts tables (/bookings, /bookings-coworking) with the filters of their list calls. */
  contracts: (kind: 'platform' | 'coworking', filters: ContractFilters = {}) =>
    withQuery(kind === 'platform' ? '/bookings' : '/bookings-coworking', { ...filters }),
  /** The invoices table with the filters of GET /invoices. */
  invoices: (filters: { unpaid?: 'true'; late?: 'true' }) => withQuery('/factures', { ...filters }),
  /** The orders table on one state (GET /commandes?state=). */
  orders: (state: number) => withQuery('/commandes/commandes', { state: String(state) }),
  /** The subscriptions table with the start or end days of GET /abonnements. */
  subscriptions: (filters: SubscriptionFilters) => withQuery('/abonnements', { ...filters }),
  /** The messages table on the messages waiting for moderation (state 1, En attente). */
  messagesToModerate: '/messages?state=1',
} as const;
