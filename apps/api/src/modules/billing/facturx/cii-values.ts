/** How CII writes values: decimals with a dot, days as YYYYMMDD (format 102). Pure, no locale. */

/** Integer cents as a decimal with 2 places: -123456 → "-1234.56". */
export function decimalOfCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Montant en centimes attendu : ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A VAT rate per ten thousand as a percentage: 2000 → "20.00", 550 → "5.50". */
export function percentOfRate(ratePerTenThousand: number): string {
  return decimalOfCents(ratePerTenThousand);
}

/** A quantity with at most 4 decimals, without trailing zeros: 0.5 → "0.5", 3 → "3". */
export function decimalOfQuantity(quantity: number): string {
  return String(Math.round(quantity * 10_000) / 10_000);
}

/** A YYYY-MM-DD day as CII's format 102: 2026-11-26 → "20261126". */
export function ciiDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`Jour AAAA-MM-JJ attendu : ${day}`);
  return day.replaceAll('-', '');
}
