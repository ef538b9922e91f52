import { PERSONAL_DATA_LABELS as L } from './labels.ts';

/** What replaces an erased member's identity: a name that says so, and an address that reaches nobody, unique per account. */
export function erasedIdentity(userId: number): { firstName: string; lastName: string; email: string } {
  return { firstName: L.erasedFirstName, lastName: L.erasedLastName, email: `efface-${userId}@anonyme.invalid` };
}

/** The keys of a member's history entries that held what erasure removes. */
export const ERASED_HISTORY_KEYS = ['firstName', 'lastName', 'email', 'mobile', 'mobileCC', 'userSellsyProspectId'] as const;

/** Column names never exported: secrets and link tokens, which are the product's, not the member's. */
export const isSecretColumn = (name: string): boolean => /password|token|hash|secret/i.test(name);
