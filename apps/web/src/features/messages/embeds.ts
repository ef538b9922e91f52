/**
 * The piece of the messages feature that the app puts into another area's screen: the messages
 * table on a member's sheet (app/screens/members.ts), its code loaded when the sheet draws it.
 */
export { MemberMessages } from './components/member-messages.tsx';
