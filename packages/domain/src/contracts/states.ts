import type { ContractState } from './rules.ts';

export const CONTRACT_STATE_LABELS: Record<ContractState, string> = {
  0: 'Brouillon',
  1: 'Accepté',
  2: 'Signature',
  3: 'Signé',
  4: 'En cours',
  5: 'Préavis',
  6: 'Terminé',
};

/**
 * The allowed moves of a contract (tables-and-sheets §4 leaves them to us): forward one step at a
 * time through acceptance, signature and notice; back to draft while nothing is signed; a signed
 * or running contract may end at once (Terminé) but never goes back to an unsigned state.
 */
export const CONTRACT_TRANSITIONS: Record<ContractState, readonly ContractState[]> = {
  0: [1],
  1: [0, 2],
  2: [1, 3],
  3: [4, 6],
  4: [5, 6],
  5: [4, 6],
  6: [],
};

export function canTransition(from: ContractState, to: ContractState): boolean {
  return CONTRACT_TRANSITIONS[from].includes(to);
}

/** French reason a move is refused, for the 409 answer. */
export function refusedTransitionMessage(from: ContractState, to: ContractState): string {
  return `Un contrat à l'état ${CONTRACT_STATE_LABELS[from]} ne peut pas passer à l'état ${CONTRACT_STATE_LABELS[to]}.`;
}
