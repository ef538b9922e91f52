import { vatOfLine } from '../format/money.ts';

/** A statement's states: 1 brouillon (editable), 2 envoyé (mailed to the landlord, frozen), 3 payé (paid back). */
export const STATEMENT_STATES = [1, 2, 3] as const;
export type StatementState = (typeof STATEMENT_STATES)[number];
export const STATEMENT_DRAFT = 1;
export const STATEMENT_SENT = 2;
export const STATEMENT_PAID = 3;

/** Spec tables §9: 20 a page. */
export const STATEMENT_PAGE_SIZE = 20;

/** The platform's commission when the brand has set none: 10 % of the rent collected HT, plus 20 % VAT. */
export const DEFAULT_COMMISSION_RATE = 1000;
export const DEFAULT_COMMISSION_VAT_RATE = 2000;

/** The only moves: a draft is sent, a sent statement is paid back. Nothing goes back. */
export const STATEMENT_TRANSITIONS: Record<StatementState, readonly StatementState[]> = {
  1: [STATEMENT_SENT],
  2: [STATEMENT_PAID],
  3: [],
};

export const canMoveStatement = (from: StatementState, to: StatementState): boolean => STATEMENT_TRANSITIONS[from].includes(to);
export const isStatementEditable = (state: StatementState): boolean => state === STATEMENT_DRAFT;

/** R-2026-000012: the brand's gapless sequence of the year, as invoices are numbered. */
export function statementNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || !Number.isInteger(sequence) || sequence < 1) throw new RangeError('numéro de relevé invalide');
  return `R-${year}-${String(sequence).padStart(6, '0')}`;
}

/** A month 'YYYY-MM' to its first and last day. */
export function periodBounds(period: string): { from: string; to: string } {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(period);
  if (!match) throw new RangeError(`période invalide : ${period}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}` };
}

/** What a landlord's tenant paid on one invoice during the period. */
export interface CollectedRent {
  /** TTC collected in the period. */
  collectedCents: number;
  /** The invoice's own amounts: the HT share of what was collected is taken in their proportion. */
  invoiceHtCents: number;
  invoiceTtcCents: number;
}

export interface CommissionLine {
  baseHtCents: number;
  commissionHtCents: number;
  commissionVatCents: number;
  commissionTtcCents: number;
}

/**
 * The platform's commission on one collected rent: `rate` (per ten thousand) of the HT share of
 * what was collected, and its VAT, each rounded once on the line (half away from zero).
 */
export function commissionOf(rent: CollectedRent, rate: number, vatRate: number): CommissionLine {
  const baseHtCents =
    rent.invoiceTtcCents === 0 ? rent.collectedCents : Math.round((rent.collectedCents * rent.invoiceHtCents) / rent.invoiceTtcCents);
  const commissionHtCents = vatOfLine(baseHtCents, rate);
  const commissionVatCents = vatOfLine(commissionHtCents, vatRate);
  return { baseHtCents, commissionHtCents, commissionVatCents, commissionTtcCents: commissionHtCents + commissionVatCents };
}

export interface StatementTotals {
  collectedCents: number;
  commissionHtCents: number;
  commissionVatCents: number;
  commissionTtcCents: number;
  /** What the landlord is paid back: collected − commission TTC + the free adjustment. */
  paidBackCents: number;
}

/** The statement's totals: sums of its lines' rounded amounts (never rounded again), plus the adjustment. */
export function statementTotals(
  lines: readonly (Pick<CollectedRent, 'collectedCents'> & Omit<CommissionLine, 'baseHtCents'>)[],
  adjustmentCents: number,
): StatementTotals {
  const sum = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((total, l) => total + pick(l), 0);
  const collectedCents = sum((l) => l.collectedCents);
  const commissionHtCents = sum((l) => l.commissionHtCents);
  const commissionVatCents = sum((l) => l.commissionVatCents);
  const commissionTtcCents = commissionHtCents + commissionVatCents;
  return {
    collectedCents,
    commissionHtCents,
    commissionVatCents,
    commissionTtcCents,
    paidBackCents: collectedCents - commissionTtcCents + adjustmentCents,
  };
}

/** A rate per ten thousand as French text: 1000 → "10 %", 1250 → "12,5 %". */
export const formatRate = (rate: number): string => `${String(rate / 100).replace('.', ',')} %`;

/** A signed amount typed in euros ("-15,50", "1 250"), for the adjustment, to integer cents; null when it is not one. */
export function parseSignedEuros(text: string): number | null {
  const clean = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^[-+]?\d+(\.\d{1,2})?$/.test(clean)) return null;
  const cents = Math.round(Math.abs(Number(clean)) * 100);
  return clean.startsWith('-') ? -cents : cents;
}

/** A percentage typed in French ("12", "12,5", "7.25 %") to a rate per ten thousand; null unless 0 to 100 with two decimals at most. */
export function parsePercent(text: string): number | null {
  const clean = text.replace(/[\s\u00a0\u202f%]/g, '').replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(clean)) return null;
  const rate = Math.round(Number(clean) * 100);
  return rate <= 10_000 ? rate : null;
}
