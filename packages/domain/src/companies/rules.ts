import type { ContractState } from '../contracts/rules.ts';

/** La Poste's SIREN: its establishments are numbered past what the Luhn key allows (INSEE rule). */
const LA_POSTE_SIREN = '356000000';

/** A SIRET as typed ("123 456 789 00012") without its spaces. */
export function normalizeSiret(input: string): string {
  return input.replace(/[\s.]/g, '');
}

/**
 * A SIRET is 14 digits whose Luhn sum is a multiple of 10; La Poste's establishments use a
 * plain digit sum that is a multiple of 5 instead.
 */
export function isValidSiret(siret: string): boolean {
  if (!/^\d{14}$/.test(siret)) return false;
  const digits = [...siret].map(Number);
  if (siret.startsWith(LA_POSTE_SIREN)) return digits.reduce((sum, d) => sum + d, 0) % 5 === 0;
  const sum = digits.reduce((acc, digit, i) => {
    // From the left, every second digit (positions 1, 3, … counting from 0) is doubled: 14 digits are even.
    if (i % 2 === 1) return acc + digit;
    const doubled = digit * 2;
    return acc + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
}

/** The check digit that makes `thirteen` a valid SIRET (demo data). */
export function siretCheckDigit(thirteen: string): number {
  for (let d = 0; d <= 9; d++) if (isValidSiret(`${thirteen}${d}`)) return d;
  throw new RangeError(`13 chiffres attendus : ${thirteen}`);
}

/** The contract a company has "en cours" in its table row: running, notice included. */
export const ONGOING_CONTRACT_STATES: readonly ContractState[] = [4, 5];

/**
 * A company is not deleted while a contract of it is accepted, being signed, signed, running or
 * under notice: its members' access and invoicing depend on it. Drafts and ended contracts
 * keep pointing at the (soft-deleted) company as history.
 */
export const DELETION_BLOCKING_CONTRACT_STATES: readonly ContractState[] = [1, 2, 3, 4, 5];

export function blocksCompanyDeletion(state: ContractState): boolean {
  return DELETION_BLOCKING_CONTRACT_STATES.includes(state);
}

/** The CRM's prospect page: `{id}` in the configured address is replaced by the prospect id. */
export function crmProspectUrl(template: string | null, prospectId: string | null): string | null {
  if (!template || !prospectId) return null;
  return template.includes('{id}')
    ? template.replaceAll('{id}', encodeURIComponent(prospectId))
    : `${template}${encodeURIComponent(prospectId)}`;
}
