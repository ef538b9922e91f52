import { ACCOUNTS, assertBalanced, type JournalLine, type JournalOperation, lineOf, swappedLines, type ThirdParty } from './journal.ts';
import { ACCOUNT_LABELS, OPERATION_TEXTS } from './labels.ts';

/** One line of an invoice as the journal needs it: its net amount, its VAT and the revenue account it goes to. */
export interface InvoiceEntryLine {
  htCents: number;
  /** Per ten thousand: 2000 = 20 %. */
  vatRate: number;
  vatCents: number;
  /** A 70x account; the sales account (706) when not given. */
  account?: string;
  accountLabel?: string;
}

export interface InvoiceEntry {
  number: string;
  /** YYYY-MM-DD. */
  issuedOn: string;
  client: ThirdParty;
  lines: readonly InvoiceEntryLine[];
}

/** 2000 → "20 %", 550 → "5,5 %". */
export function vatRateText(ratePerTenThousand: number): string {
  return `${(ratePerTenThousand / 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 })} %`;
}

/** The lines of an invoice seen from the seller: 411 debit TTC, 70x credit HT per account, 44571 credit per VAT rate. */
function invoiceLines(entry: InvoiceEntry): JournalLine[] {
  const sales = new Map<string, { label: string; cents: number }>();
  const vat = new Map<number, number>();
  let ttc = 0;
  for (const line of entry.lines) {
    const account = line.account ?? ACCOUNTS.sales;
    const group = sales.get(account) ?? { label: line.accountLabel ?? ACCOUNT_LABELS.sales, cents: 0 };
    group.cents += line.htCents;
    sales.set(account, group);
    vat.set(line.vatRate, (vat.get(line.vatRate) ?? 0) + line.vatCents);
    ttc += line.htCents + line.vatCents;
  }
  const lines = [lineOf(ACCOUNTS.clients, ACCOUNT_LABELS.clients, 'debit', ttc, entry.client)];
  for (const [account, group] of [...sales.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (group.cents !== 0) lines.push(lineOf(account, group.label, 'credit', group.cents));
  }
  for (const [rate, cents] of [...vat.entries()].sort(([a], [b]) => b - a)) {
    if (cents !== 0) lines.push(lineOf(ACCOUNTS.vatCollected, `${ACCOUNT_LABELS.vatCollected} ${vatRateText(rate)}`, 'credit', cents));
  }
  return lines;
}

/** An issued invoice, in the sales journal. */
export function invoiceOperation(entry: InvoiceEntry): JournalOperation {
  return assertBalanced({
    journal: 'VE',
    date: entry.issuedOn,
    pieceRef: entry.number,
    pieceDate: entry.issuedOn,
    label: OPERATION_TEXTS.invoice(entry.number, entry.client.name),
    lines: invoiceLines(entry),
  });
}

/** A credit note (its lines as positive amounts): the invoice's entries reversed, in the sales journal. */
export function creditNoteOperation(entry: InvoiceEntry): JournalOperation {
  return assertBalanced({
    journal: 'VE',
    date: entry.issuedOn,
    pieceRef: entry.number,
    pieceDate: entry.issuedOn,
    label: OPERATION_TEXTS.creditNote(entry.number, entry.client.name),
    lines: swappedLines(invoiceLines(entry)),
  });
}

/** Money received from a client (transfer, direct debit, card, cheque, cash) or the debit rejected by the bank. */
export interface PaymentEntry {
  /** The payment's reference: the invoice number it settles, a bank reference. */
  reference: string;
  /** YYYY-MM-DD: the day the money moved. */
  date: string;
  amountCents: number;
  client: ThirdParty;
}

function paymentLines(entry: PaymentEntry): JournalLine[] {
  return [
    lineOf(ACCOUNTS.bank, ACCOUNT_LABELS.bank, 'debit', entry.amountCents),
    lineOf(ACCOUNTS.clients, ACCOUNT_LABELS.clients, 'credit', entry.amountCents, entry.client),
  ];
}

/** A payment received: the bank debited, the client's account credited. */
export function paymentOperation(entry: PaymentEntry): JournalOperation {
  return assertBalanced({
    journal: 'BQ',
    date: entry.date,
    pieceRef: entry.reference,
    pieceDate: entry.date,
    label: OPERATION_TEXTS.payment(entry.reference, entry.client.name),
    lines: paymentLines(entry),
  });
}

/** A direct debit rejected by the debtor's bank (R-transaction): the client owes again what the bank took back. */
export function rejectedDebitOperation(entry: PaymentEntry): JournalOperation {
  return assertBalanced({
    journal: 'BQ',
    date: entry.date,
    pieceRef: entry.reference,
    pieceDate: entry.date,
    label: OPERATION_TEXTS.rejectedDebit(entry.reference, entry.client.name),
    lines: swappedLines(paymentLines(entry)),
  });
}

export interface PayoutEntry {
  /** The statement or order it pays. */
  reference: string;
  date: string;
  amountCents: number;
  payee: ThirdParty;
  /** A landlord paid back the rents collected for them (467), or a supplier paid (401). */
  account: 'landlords' | 'suppliers';
}

/** Money paid out: the payee's account debited, the bank credited. */
export function payoutOperation(entry: PayoutEntry): JournalOperation {
  return assertBalanced({
    journal: 'BQ',
    date: entry.date,
    pieceRef: entry.reference,
    pieceDate: entry.date,
    label: OPERATION_TEXTS.payout(entry.reference, entry.payee.name),
    lines: [
      lineOf(ACCOUNTS[entry.account], ACCOUNT_LABELS[entry.account], 'debit', entry.amountCents, entry.payee),
      lineOf(ACCOUNTS.bank, ACCOUNT_LABELS.bank, 'credit', entry.amountCents),
    ],
  });
}

/** A management statement as the journal needs it: the rents collected for the landlord and what the platform keeps. */
export interface StatementEntry {
  number: string;
  /** YYYY-MM-DD: the day it was sent, when the landlord's due is settled. */
  date: string;
  /** YYYY-MM-DD: the statement's own date. */
  pieceDate: string;
  landlord: ThirdParty;
  /** The rents collected in the period, TTC, and their HT share (the sum of the statement's lines). */
  collectedCents: number;
  rentsHtCents: number;
  commissionHtCents: number;
  commissionVatCents: number;
  /** The free adjustment: positive, the platform pays the landlord more; negative, it keeps more. */
  adjustmentCents: number;
  /** What the landlord is owed: collected − commission TTC + adjustment. */
  paidBackCents: number;
}

/**
 * A sent statement: the rents the platform invoiced as its sales (706, 44571) are the landlord's,
 * collected on their behalf, so they leave the sales and the VAT collected; the commission is the
 * platform's own sale (706200 and its VAT), the adjustment a charge (658) or an income (758), and
 * the rest is owed to the landlord (467, settled by the transfer order's payout). Null when the
 * statement moves no money (nothing collected, no adjustment).
 */
export function statementOperation(entry: StatementEntry): JournalOperation | null {
  const rentsVatCents = entry.collectedCents - entry.rentsHtCents;
  const candidates = [
    lineOf(ACCOUNTS.sales, ACCOUNT_LABELS.sales, 'debit', entry.rentsHtCents),
    lineOf(ACCOUNTS.vatCollected, ACCOUNT_LABELS.vatCollected, 'debit', rentsVatCents),
    lineOf(ACCOUNTS.otherCharges, ACCOUNT_LABELS.otherCharges, 'debit', Math.max(entry.adjustmentCents, 0)),
    lineOf(ACCOUNTS.commissions, ACCOUNT_LABELS.commissions, 'credit', entry.commissionHtCents),
    lineOf(ACCOUNTS.vatCollected, ACCOUNT_LABELS.vatCollected, 'credit', entry.commissionVatCents),
    lineOf(ACCOUNTS.otherIncome, ACCOUNT_LABELS.otherIncome, 'credit', Math.max(-entry.adjustmentCents, 0)),
    lineOf(ACCOUNTS.landlords, ACCOUNT_LABELS.landlords, 'credit', entry.paidBackCents, entry.landlord),
  ];
  const lines = candidates.filter((line) => line.debitCents !== 0 || line.creditCents !== 0);
  if (lines.length === 0) return null;
  return assertBalanced({
    journal: 'OD',
    date: entry.date,
    pieceRef: entry.number,
    pieceDate: entry.pieceDate,
    label: OPERATION_TEXTS.statement(entry.number, entry.landlord.name),
    lines,
  });
}

/** The reversal of an operation: the same lines, debit and credit swapped, on its own date; the original is never edited. */
export function reversalOperation(
  operation: JournalOperation,
  date: string,
  label = OPERATION_TEXTS.reversal(operation.label),
): JournalOperation {
  return assertBalanced({
    journal: operation.journal,
    date,
    pieceRef: operation.pieceRef,
    pieceDate: operation.pieceDate,
    label,
    lines: swappedLines(operation.lines),
  });
}
