/**
 * The credit ledger's rules (members-bookings-feed §2.13, §4 "Reservations (workstation)"). Credits
 * are counted in euros, as the prices they pay (€/j), so amounts are integer cents. A balance is
 * only ever the sum of its entries: grants and refunds add, debits subtract, adjustments do either.
 */
export const CREDIT_ENTRY_KINDS = ['grant', 'debit', 'refund', 'adjustment', 'expiry'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/** The kinds staff write by hand; debits and refunds come from bookings. */
export const MANUAL_CREDIT_KINDS = ['grant', 'adjustment'] as const;
export type ManualCreditKind = (typeof MANUAL_CREDIT_KINDS)[number];

/** The credits panel shows 10 entries a page. */
export const CREDIT_ENTRY_PAGE_SIZE = 10;

/** The largest single movement accepted, in cents (one million euros): beyond it a typing mistake is likelier. */
export const CREDIT_AMOUNT_MAX_CENTS = 100_000_000;

export type DebitOutcome = { ok: true; charged: number; balanceAfter: number } | { ok: false; balance: number; price: number };

/**
 * What a booking of `price` takes from `balance`. Enough credits: the price. Not enough: a refusal,
 * unless the booking is forced (§4), which takes what is left and leaves the balance at 0.
 */
export function debitOutcome(balance: number, price: number, forced: boolean): DebitOutcome {
  if (price <= balance) return { ok: true, charged: price, balanceAfter: balance - price };
  if (!forced) return { ok: false, balance, price };
  const charged = Math.max(balance, 0);
  return { ok: true, charged, balanceAfter: balance - charged };
}

/** A grant adds a positive amount; an adjustment any non-zero amount that keeps the balance at or above 0. */
export function manualEntryRefusal(kind: ManualCreditKind, amount: number, balance: number): 'amountPositive' | 'belowZero' | null {
  if (kind === 'grant' && amount <= 0) return 'amountPositive';
  if (balance + amount < 0) return 'belowZero';
  return null;
}

/** The signed amount an entry moves, as stored: debits are negative, grants and refunds positive. */
export function signedAmount(kind: Exclude<CreditEntryKind, 'adjustment' | 'expiry'>, amount: number): number {
  return kind === 'debit' ? -Math.abs(amount) : Math.abs(amount);
}

/** The balance that entries (their signed amounts) add up to. */
export function balanceOfEntries(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + amount, 0);
}
