/**
 * The piece of the credits feature that the app puts into other areas' screens: the balance and
 * entries panel with its "grant a pack" dialog, drawn on the company sheet and the member sheet
 * (app/screens/companies.ts, app/screens/members.ts), its code loaded when the sheet draws it.
 */
export { CompanyCredits, MemberCredits } from './components/credits-panel.tsx';
