import type { JournalOperation } from './journal.ts';
import { JOURNAL_LABELS } from './labels.ts';

/**
 * The FEC, "fichier des écritures comptables" (article A47 A-1 of the Livre des procédures
 * fiscales): the 18 columns in this order, tab-separated, a header line, one line per entry.
 */
export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

export const FEC_SEPARATOR = '\t';
export const FEC_LINE_END = '\r\n';

/** An operation as the FEC reads it: with the day it was recorded (ValidDate). */
export interface FecOperation {
  operation: JournalOperation;
  /** YYYY-MM-DD. */
  validatedOn: string;
}

/** YYYY-MM-DD → YYYYMMDD. */
export function fecDate(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`Date attendue AAAA-MM-JJ : ${day}`);
  return day.replaceAll('-', '');
}

/** Cents → "1234,56": no thousands separator, a comma before the two decimals. */
export function fecAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`Montant FEC invalide : ${cents}`);
  return `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/** A field holds no tab nor line break: they would split the line or the column. */
export function fecField(text: string): string {
  return text.replace(/[\t\r\n\u2028\u2029]+/g, ' ').trim();
}

export function fecHeader(): string {
  return FEC_COLUMNS.join(FEC_SEPARATOR) + FEC_LINE_END;
}

/** The lines of one operation under its entry number, each ending with its line break. */
export function fecLines({ operation, validatedOn }: FecOperation, entryNumber: number): string {
  let out = '';
  for (const line of operation.lines) {
    const fields = [
      operation.journal,
      JOURNAL_LABELS[operation.journal],
      String(entryNumber),
      fecDate(operation.date),
      line.account,
      line.accountLabel,
      line.thirdParty?.code ?? '',
      line.thirdParty?.name ?? '',
      operation.pieceRef,
      fecDate(operation.pieceDate),
      operation.label,
      fecAmount(line.debitCents),
      fecAmount(line.creditCents),
      '',
      '',
      fecDate(validatedOn),
      '',
      '',
    ];
    out += fields.map(fecField).join(FEC_SEPARATOR) + FEC_LINE_END;
  }
  return out;
}

/** Chronological order (by date, then as recorded), the order entries are numbered in. */
export function chronological<T extends FecOperation>(operations: readonly T[]): T[] {
  return operations
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.operation.date.localeCompare(b.entry.operation.date) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** The whole file of a fiscal year: entries numbered 1, 2, 3… in chronological order. */
export function fecText(operations: readonly FecOperation[]): string {
  return (
    fecHeader() +
    chronological(operations)
      .map((entry, index) => fecLines(entry, index + 1))
      .join('')
  );
}

/** The legal file name: the SIREN, "FEC", the closing date of the fiscal year. */
export function fecFileName(siren: string, closingDate: string): string {
  const digits = siren.replace(/\s+/g, '');
  if (!/^\d{9}$/.test(digits)) throw new Error(`SIREN invalide : ${siren}`);
  return `${digits}FEC${fecDate(closingDate)}.txt`;
}

/** The fiscal year is the calendar year: from 1 January to its closing date, 31 December. */
export function fiscalYearBounds(year: number): { from: string; to: string } {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}
