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
