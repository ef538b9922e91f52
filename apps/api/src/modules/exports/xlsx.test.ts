import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { CellKind, CellValue } from './cells.ts';
import { writeXlsx, XLSX_NUMBER_FORMATS, xlsxCell } from './xlsx.ts';

async function* batches(rows: CellValue[][]) {
  yield rows;
}

describe('XLSX cells', () => {
  it('types euros as numbers, Paris days and times as dates, booleans in French', () => {
    expect(xlsxCell('money', 123456)).toBe(1234.56);
    expect(xlsxCell('day', '2026-03-09')).toEqual(new Date(Date.UTC(2026, 2, 9)));
    expect(xlsxCell('dateTime', '2026-03-09 14:05')).toEqual(new Date(Date.UTC(2026, 2, 9, 14, 5)));
    expect(xlsxCell('bool', true)).toBe('Oui');
    expect(xlsxCell('int', 3)).toBe(3);
    expect(xlsxCell('text', '=1+1')).toBe('=1+1');
    expect(xlsxCell('text', null)).toBeNull();
  });

  it('writes a sheet that Excel reads back: header, typed cells and their number formats', async () => {
    const out = new PassThrough();
    const file = buffer(out);
    const kinds: CellKind[] = ['int', 'text', 'money', 'day'];
    await writeXlsx(out, 'Membres', ['ID', 'Nom', 'Loyer', 'Date'], kinds, batches([[1, '=1+1', 150050, '2026-01-31']]));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Membres');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'ID', 'Nom', 'Loyer', 'Date']);
    const row = sheet?.getRow(2);
    expect(row?.getCell(2).value).toBe('=1+1');
    expect(row?.getCell(3).value).toBe(1500.5);
    expect(row?.getCell(3).numFmt).toBe(XLSX_NUMBER_FORMATS.money);
    expect(row?.getCell(4).value).toEqual(new Date(Date.UTC(2026, 0, 31)));
    expect(row?.getCell(4).numFmt).toBe('dd/mm/yyyy');
  });
});
