import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/** IBAN as stored: no spaces, upper case. */
export function normalizeIban(text: string): string {
  return electronicFormatIBAN(text) ?? text.replace(/\s+/g, '').toUpperCase();
}

/** Country, length and ISO 7064 mod-97 checksum (ibantools). */
export function isValidIbanText(text: string): boolean {
  return isValidIBAN(normalizeIban(text));
}

export function normalizeBic(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export function isValidBicText(text: string): boolean {
  return isValidBIC(normalizeBic(text));
}

/**
 * The IBAN as lists show it: the country and check digits and the last four characters, the rest
 * hidden, in groups of four (FR76 •••• •••• •••• •••• •••0 189 → FR76 **** … 0189).
 */
export function maskIban(iban: string): string {
  const compact = normalizeIban(iban);
  if (compact.length <= 8) return compact;
  const hidden = `${compact.slice(0, 4)}${'*'.repeat(compact.length - 8)}${compact.slice(-4)}`;
  return hidden.replace(/(.{4})(?=.)/g, '$1 ');
}

export const MANDATE_STATES = ['active', 'removed', 'pending'] as const;
export type MandateState = (typeof MANDATE_STATES)[number];

/** Removed once removedAt is set; pending until signed (date and IP); active otherwise. */
export function mandateState(mandate: {
  signedAt: string | Date | null;
  signedIp: string | null;
  removedAt: string | Date | null;
}): MandateState {
  if (mandate.removedAt) return 'removed';
  if (!mandate.signedAt || !mandate.signedIp) return 'pending';
  return 'active';
}

/** Unique mandate reference (RUM): brand, contract and a sequence, at most 35 characters. */
export function mandateReference(contractId: number, sequence: number, brandId: number | null): string {
  return `HG${brandId ?? 0}-${contractId}-${sequence}`.slice(0, 35);
}

/** Signature states of the built-in provider. */
export const SIGNATURE_STATES = ['pending', 'started', 'signed', 'declined'] as const;
export type SignatureState = (typeof SIGNATURE_STATES)[number];

export function isOpenSignature(state: SignatureState): boolean {
  return state === 'pending' || state === 'started';
}

/** Spec §3 Signature events, posted by the signing frame to the page that hosts it. */
export const SIGNATURE_EVENTS = ['started', 'success', 'error', 'ping', 'declined'] as const;
export type SignatureEventType = (typeof SIGNATURE_EVENTS)[number];
