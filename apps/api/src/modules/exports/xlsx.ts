import type { PassThrough } from 'node:stream';
import { EXPORT_LABELS } from '@hubgrade/domain/exports/labels';
import ExcelJS from 'exceljs';
import { type CellKind, type CellValue, dateParts } from './cells.ts';
import { untilDrained } from './stream.ts';

/** Excel's number formats of the typed cells: euros with a decimal comma in a French Excel, dates DD/MM/YYYY. */
export const XLSX_NUMBER_FORMATS: Partial<Record<CellKind, string>> = {
  money: '#,##0.00 "€"',
  day: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm',
};

const WIDTHS: Record<CellKind, number> = { int: 10, text: 24, day: 12, dateTime: 17, money: 14, bool: 8 };

/**
 * A cell as Excel stores it: euros as numbers (cents / 100) and dates as dates, so that the sheet
 * sums and sorts them; the Paris wall-clock time is written as is (Excel has no time zones).
 */
export function xlsxCell(kind: CellKind, value: CellValue): string | number | Date | null {
  if (value === null || value === '') return null;
  switch (kind) {
    case 'int':
      return Number(value);
    case 'money':
      return Number(value) / 100;
    case 'bool':
      return value ? EXPORT_LABELS.yes : EXPORT_LABELS.no;
    case 'day':
    case 'dateTime': {
      const parts = dateParts(String(value));
      return parts ? new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute)) : String(value);
    }
    case 'text':
      return String(value);
  }
}

/**
 * Writes the sheet row by row with exceljs's streaming writer: each row is committed (turned into
 * XML and handed to the zip) as soon as it is added, and the next batch waits while the client
 * has not taken what was sent, so memory stays flat whatever the number of rows.
 */
export async function writeXlsx(
  out: PassThrough,
  sheetName: string,
  headers: readonly string[],
  kinds: readonly CellKind[],
  batches: AsyncIterable<CellValue[][]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = kinds.map((kind) => ({ width: WIDTHS[kind] }));
  const header = sheet.addRow([...headers]);
  header.font = { bold: true };
  header.commit();
  for await (const batch of batches) {
    for (const values of batch) {
      const row = sheet.addRow(kinds.map((kind, i) => xlsxCell(kind, values[i] ?? null)));
      kinds.forEach((kind, i) => {
        const format = XLSX_NUMBER_FORMATS[kind];
        if (format) row.getCell(i + 1).numFmt = format;
      });
      row.commit();
    }
    if (!(await untilDrained(out))) return;
  }
  sheet.commit();
  await workbook.commit();
}
