import { EXPORT_LABELS } from '@hubgrade/domain/exports/labels';
import { type CellKind, type CellValue, dateParts } from './cells.ts';

/**
 * CSV for French Excel: UTF-8 with a byte order mark (without it Excel reads the file as
 * Windows-1252), « ; » between cells (the comma is the decimal mark), CRLF line ends, euros with a
 * decimal comma and no thousands separator, dates DD/MM/YYYY.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

const pad = (n: number) => String(n).padStart(2, '0');

/** 123456 cents → « 1234,56 », -5 → « -0,05 ». */
export function csvEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${pad(abs % 100)}`;
}

/**
 * A text cell: one line (a line break would split the record for a reader that counts lines),
 * quoted when it holds the separator or a quote, and kept from being read as a formula by a
 * spreadsheet (a leading = + - @ gets an apostrophe, as OWASP advises against CSV injection).
 */
export function csvText(value: string): string {
  let text = value.replace(/\r\n|[\r\n]/g, ' ');
  if (/^[=+\-@\t]/.test(text)) text = `'${text}`;
  return /[;"]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvCell(kind: CellKind, value: CellValue): string {
  if (value === null || value === '') return '';
  switch (kind) {
    case 'int':
      return String(value);
    case 'money':
      return csvEuros(Number(value));
    case 'bool':
      return value ? EXPORT_LABELS.yes : EXPORT_LABELS.no;
    case 'day':
    case 'dateTime': {
      const parts = dateParts(String(value));
      if (!parts) return csvText(String(value));
      const day = `${pad(parts.day)}/${pad(parts.month)}/${parts.year}`;
      return kind === 'day' ? day : `${day} ${pad(parts.hour)}:${pad(parts.minute)}`;
    }
    case 'text':
      return csvText(String(value));
  }
}

/** One record: its cells in the columns' order, then CRLF. */
export function csvLine(kinds: readonly CellKind[], values: readonly CellValue[]): string {
  return `${kinds.map((kind, i) => csvCell(kind, values[i] ?? null)).join(CSV_SEPARATOR)}\r\n`;
}

export function csvHeader(headers: readonly string[]): string {
  return `${headers.map(csvText).join(CSV_SEPARATOR)}\r\n`;
}
