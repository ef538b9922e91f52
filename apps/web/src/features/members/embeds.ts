/**
 * The piece of the members feature that the app puts into another area's screen: the
 * company-member table of members-bookings-feed §2.3, drawn on the company sheet
 * (app/screens/companies.ts), its code loaded when the sheet draws it.
 */
export { CompanyMembersTable } from './components/company-members-table.tsx';
