/** The journals: VE sales, BQ bank, OD miscellaneous operations. */
export const JOURNAL_CODES = ['VE', 'BQ', 'OD'] as const;
export type JournalCode = (typeof JOURNAL_CODES)[number];

/** The accounts the platform writes to, in the French chart of accounts (six digits). */
export const ACCOUNTS = {
  clients: '411000',
  sales: '706000',
  vatCollected: '445710',
  bank: '512000',
  landlords: '467000',
  suppliers: '401000',
  commissions: '706200',
  otherCharges: '658000',
  otherIncome: '758000',
} as const;

/** An auxiliary account: the client or the payee behind a 411, 467 or 401 line (FEC CompAuxNum, CompAuxLib). */
export interface ThirdParty {
  code: string;
  name: string;
}

/** One entry of an operation: an account debited or credited, in cents (one of the two is 0). */
export interface JournalLine {
  account: string;
  accountLabel: string;
  thirdParty: ThirdParty | null;
  debitCents: number;
  creditCents: number;
}

/** A double-entry operation: written once, never edited, cancelled only by its reversal. */
export interface JournalOperation {
  journal: JournalCode;
  /** YYYY-MM-DD. */
  date: string;
  pieceRef: string;
  /** YYYY-MM-DD: the date of the supporting document. */
  pieceDate: string;
  label: string;
  lines: JournalLine[];
}

export const ACCOUNT_NUMBER = /^\d{3,12}$/;

export function operationTotals(operation: Pick<JournalOperation, 'lines'>): { debitCents: number; creditCents: number } {
  let debitCents = 0;
  let creditCents = 0;
  for (const line of operation.lines) {
    debitCents += line.debitCents;
    creditCents += line.creditCents;
  }
  return { debitCents, creditCents };
}

/**
 * Why an operation cannot be written, or null: at least two lines, amounts in whole non-negative
 * cents with exactly one side of each line set, accounts of the chart, and debits equal to credits.
 */
export function operationFault(operation: Pick<JournalOperation, 'lines'>): 'empty' | 'line' | 'account' | 'unbalanced' | null {
  if (operation.lines.length < 2) return 'empty';
  for (const line of operation.lines) {
    const amounts = [line.debitCents, line.creditCents];
    if (!amounts.every((c) => Number.isSafeInteger(c) && c >= 0)) return 'line';
    if ((line.debitCents === 0) === (line.creditCents === 0)) return 'line';
    if (!ACCOUNT_NUMBER.test(line.account)) return 'account';
  }
  const { debitCents, creditCents } = operationTotals(operation);
  return debitCents === creditCents ? null : 'unbalanced';
}

export function isBalanced(operation: Pick<JournalOperation, 'lines'>): boolean {
  return operationFault(operation) === null;
}

/** Builders call this on what they make: an unbalanced operation is a bug, never written. */
export function assertBalanced<T extends JournalOperation>(operation: T): T {
  const fault = operationFault(operation);
  if (fault) throw new Error(`Opération « ${operation.label} » refusée : ${fault}`);
  return operation;
}

/**
 * A line for an amount on one side; a negative amount (a discount group, a negative VAT) goes to
 * the other side, so that no line holds a negative figure.
 */
export function lineOf(
  account: string,
  accountLabel: string,
  side: 'debit' | 'credit',
  amountCents: number,
  thirdParty: ThirdParty | null = null,
): JournalLine {
  const onDebit = (side === 'debit') === amountCents >= 0;
  const cents = Math.abs(amountCents);
  return { account, accountLabel, thirdParty, debitCents: onDebit ? cents : 0, creditCents: onDebit ? 0 : cents };
}

/** The same lines with debit and credit swapped. */
export function swappedLines(lines: readonly JournalLine[]): JournalLine[] {
  return lines.map((line) => ({ ...line, debitCents: line.creditCents, creditCents: line.debitCents }));
}
