import { isSuperAdmin } from '../auth/roles.ts';

/** What wrote an operation: the record behind it, a reversal, or an entry made by hand. */
export const SOURCE_KINDS = ['invoice', 'credit_note', 'payment', 'rejected_debit', 'payout', 'statement', 'reversal', 'manual'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export const OPERATION_PAGE_SIZE = 20;

/**
 * The journal is read by the super administrator and by staff holding the "operation" right
 * (members-bookings-feed §4), within their brand.
 */
export function mayReadOperations(user: { roles: readonly string[]; access: Partial<Record<string, boolean>> }): boolean {
  return isSuperAdmin(user.roles) || user.access.operation === true;
}

/** The fiscal years the export offers, latest first: every year from the first operation's to the last one's, and the current one. */
export function fiscalYears(span: { first: number | null; last: number | null }, currentYear: number): number[] {
  const years: number[] = [];
  const from = Math.min(span.first ?? currentYear, currentYear);
  for (let year = Math.max(span.last ?? currentYear, currentYear); year >= from; year--) years.push(year);
  return years;
}
