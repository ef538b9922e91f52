/** Contract states (tables-and-sheets §4): 0 Brouillon … 6 Terminé. */
export const CONTRACT_STATES = [0, 1, 2, 3, 4, 5, 6] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

/**
 * The booking state an ad takes from its current contract: locked (4 to 8) from Accepté to
 * Préavis, free again (0) as a draft or once the contract is Terminé.
 */
export function adBookingStateFor(state: ContractState): number {
  return state >= 1 && state <= 5 ? state + 3 : 0;
}
