import type { AccountState } from '../members/rules.ts';

/**
 * Where a dashboard figure leads: the list screen of spec shell §2.1 with the figure's filters in
 * the query string, so that the list shows the very rows that were counted. The list screens read
 * these parameters: `state` (an account state), `createdFrom` and `createdTo` (Paris days,
 * YYYY-MM-DD, both included) and `companyCategory` (a company category's name).
 */
export interface MemberFilters {
  state?: AccountState;
  createdFrom?: string;
  createdTo?: string;
  companyCategory?: string;
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
  notifications: '/notifications',
  ads: (filters: { state?: 'online' | 'offline'; boost?: 'true' } = {}) => withQuery('/annonces', { ...filters }),
  /** The contracts tables (/bookings, /bookings-coworking) with the filters of their list calls. */
  contracts: (kind: 'platform' | 'coworking', filters: { state?: string; endFrom?: string; endTo?: string } = {}) =>
    withQuery(kind === 'platform' ? '/bookings' : '/bookings-coworking', { ...filters }),
  /** The invoices table with the filters of GET /invoices. */
  invoices: (filters: { unpaid?: 'true'; late?: 'true' }) => withQuery('/factures', { ...filters }),
  /** The messages table on the messages waiting for moderation (state 1, En attente). */
  messagesToModerate: '/messages?state=1',
} as const;
