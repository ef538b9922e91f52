/**
 * The piece of the personal-data feature that the app puts into the member sheet
 * (app/screens/members.ts), its code loaded when the sheet draws it.
 */
export { PersonalDataCard } from './components/personal-data-card.tsx';
