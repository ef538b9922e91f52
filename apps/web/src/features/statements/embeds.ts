/**
 * The piece of the statements feature that the app puts into another area's screen: the RDG
 * table on a landlord's member sheet (app/screens/members.ts), its code loaded when the sheet draws it.
 */
export { LandlordStatements } from './components/landlord-statements.tsx';
