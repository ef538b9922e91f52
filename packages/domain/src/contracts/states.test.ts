import { describe, expect, it } from 'vitest';
import type { ContractState } from './rules.ts';
import { CONTRACT_TRANSITIONS, canTransition, refusedTransitionMessage } from './states.ts';

const ALL: ContractState[] = [0, 1, 2, 3, 4, 5, 6];

describe('contract state machine', () => {
  it('moves forward one step at a time up to Signé', () => {
    expect(canTransition(0, 1)).toBe(true);
    expect(canTransition(1, 2)).toBe(true);
    expect(canTransition(2, 3)).toBe(true);
    expect(canTransition(0, 3)).toBe(false);
    expect(canTransition(1, 3)).toBe(false);
  });
  it('never unsigns a signed contract', () => {
    for (const from of [3, 4, 5, 6] as ContractState[])
      for (const to of [0, 1, 2] as ContractState[]) expect(canTransition(from, to)).toBe(false);
  });
  it('ends for good', () => {
    expect(CONTRACT_TRANSITIONS[6]).toEqual([]);
    for (const from of [3, 4, 5] as ContractState[]) expect(canTransition(from, 6)).toBe(true);
  });
  it('has no move to the same state', () => {
    for (const s of ALL) expect(canTransition(s, s)).toBe(false);
  });
  it('explains a refusal in French', () => {
    expect(refusedTransitionMessage(6, 4)).toBe("Un contrat à l'état Terminé ne peut pas passer à l'état En cours.");
  });
});
