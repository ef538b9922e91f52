import { onFirstUse } from './on-first-use.ts';

/** Amounts travel as integer cents; formatting is the only place they become euros. */
const EURO = onFirstUse(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }));

export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Montant en centimes attendu : ${cents}`);
  return EURO().format(cents / 100);
}

/** VAT of one line, rounded half away from zero on the line (not on the invoice total). */
export function vatOfLine(netCents: number, ratePerTenThousand: number): number {
  const raw = (netCents * ratePerTenThousand) / 10_000;
  return Math.sign(raw) * Math.round(Math.abs(raw));
}

/**
 * Euros typed as a number (a price field) to integer cents, the unit amounts travel in. Rounded
 * to the cent so that 12.345 € does not travel as 1234.5 cents.
 */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/** Integer cents back to euros, for a number field that speaks euros. */
export function centsToEuros(cents: number): number {
  return cents / 100;
}

/** Euros typed as text, "1 250,50" or "1250.5", to 125050 cents; null when it is not an amount. */
export function parseEuros(text: string): number | null {
  const clean = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return eurosToCents(Number(clean));
}
