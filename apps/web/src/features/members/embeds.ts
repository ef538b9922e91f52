/**
 * The one piece of the members feature another feature may render (ARCHITECTURE, interfaces):
 * the company-member table of members-bookings-feed §2.3, which the company sheet loads with
 * React.lazy(() => import('../members/embeds.ts').then((m) => ({ default: m.CompanyMembersTable }))).
 */
export { CompanyMembersTable } from './components/company-members-table.tsx';
