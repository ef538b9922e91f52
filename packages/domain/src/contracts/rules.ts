import { CONTRACT_LABELS } from './labels.ts';

/** Contract states (tables-and-sheets §4): 0 Brouillon … 6 Terminé. */
export const CONTRACT_STATES = [0, 1, 2, 3, 4, 5, 6] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

/** The columns a contracts list sorts by, and its page size (tables-and-sheets §4: 25 a page). */
export const CONTRACT_SORTS = ['id', 'bookingStart'] as const;
export const CONTRACTS_PAGE_SIZE = 25;

/**
 * The contracts that run: 4 En cours and 5 Préavis. Their end date is the one coming (the
 * dashboard's contracts ending within 30 days, the `ongoing` filter of the contracts lists).
 */
export const ONGOING_CONTRACT_STATES = [4, 5] as const satisfies readonly ContractState[];

/** From Accepté to Préavis a contract holds its ad: the ad is let. */
export const AD_HOLDING_STATES = { from: 1, to: 5 } as const;

/**
 * The booking state an ad takes from its current contract: locked (4 to 8) while the contract
 * holds it, free again (0) as a draft or once the contract is Terminé.
 */
export function adBookingStateFor(state: ContractState): number {
  return state >= AD_HOLDING_STATES.from && state <= AD_HOLDING_STATES.to ? state + 3 : 0;
}

/** Signed, running and ending contracts bind both parties: they are ended (Terminé), not deleted. */
const UNDELETABLE_STATES: readonly number[] = [3, 4, 5];

/** Why a contract in this state cannot be deleted (the server's 409), null when it can. */
export function contractDeleteRefusal(state: number): string | null {
  return UNDELETABLE_STATES.includes(state) ? CONTRACT_LABELS.deleteRefused : null;
}

/** tables-and-sheets §4: an end date is set once; null while the contract has none. */
export function contractEndDateRefusal(end: string | null): string | null {
  return end === null ? null : CONTRACT_LABELS.endDateExists;
}
