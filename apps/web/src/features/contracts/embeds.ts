/**
 * The piece of the contracts feature that the app puts into another area's screen: the contracts
 * tables on a member's sheet (app/screens/members.ts), their code loaded when the sheet draws them.
 */
export { MemberContracts } from './components/member-contracts.tsx';
