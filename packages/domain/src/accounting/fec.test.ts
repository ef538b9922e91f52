import { describe, expect, it } from 'vitest';
import { creditNoteOperation, invoiceOperation, paymentOperation, payoutOperation, reversalOperation } from './builders.ts';
import { FEC_COLUMNS, fecAmount, fecDate, fecField, fecFileName, fecText } from './fec.ts';

const client = { code: 'C000042', name: 'Atelier\tDupré\nSAS' };
const invoice = invoiceOperation({
  number: 'F-2026-000002',
  issuedOn: '2026-02-01',
  client,
  lines: [
    { htCents: 100_000, vatRate: 2000, vatCents: 20_000 },
    { htCents: 10_000, vatRate: 550, vatCents: 550 },
  ],
});
const earlier = invoiceOperation({
  number: 'F-2026-000001',
  issuedOn: '2026-01-15',
  client,
  lines: [{ htCents: 1_234_567, vatRate: 2000, vatCents: 246_913 }],
});
const payment = paymentOperation({ reference: 'F-2026-000002', date: '2026-02-20', amountCents: 130_550, client });
const credit = creditNoteOperation({
  number: 'F-2026-000003',
  issuedOn: '2026-02-25',
  client,
  lines: [{ htCents: 1_000, vatRate: 2000, vatCents: 200 }],
});
const payout = payoutOperation({
  reference: 'RDG-1',
  date: '2026-03-01',
  amountCents: 50_000,
  payee: { code: 'L1', name: 'SCI' },
  account: 'landlords',
});

// Recorded out of date order: the file numbers them chronologically.
const recorded = [invoice, payment, earlier, credit, payout, reversalOperation(payment, '2026-02-21')].map((operation) => ({
  operation,
  validatedOn: '2026-03-02',
}));
const text = fecText(recorded);
const lines = text.split('\r\n');
const [header = '', ...rest] = lines;
const entries = rest.filter((line) => line !== '').map((line) => line.split('\t'));
const column = (name: (typeof FEC_COLUMNS)[number]) => FEC_COLUMNS.indexOf(name);
const cents = (amount: string | undefined) => {
  expect(amount).toMatch(/^\d+,\d{2}$/);
  return Number((amount ?? '').replace(',', ''));
};

describe('FEC format', () => {
  it('starts with the exact header of 18 columns', () => {
    expect(header).toBe(
      'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise',
    );
  });

  it('writes 18 fields on every line, one line per entry, the file ending with a line break', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(lines.at(-1)).toBe('');
    expect(entries).toHaveLength(recorded.reduce((n, r) => n + r.operation.lines.length, 0));
    for (const entry of entries) expect(entry).toHaveLength(18);
  });

  it('writes dates as YYYYMMDD and amounts with a comma', () => {
    for (const entry of entries) {
      for (const name of ['EcritureDate', 'PieceDate', 'ValidDate'] as const) expect(entry[column(name)]).toMatch(/^\d{8}$/);
      cents(entry[column('Debit')]);
      cents(entry[column('Credit')]);
    }
    expect(entries[0]?.[column('EcritureDate')]).toBe('20260115');
    expect(entries[0]?.[column('Debit')]).toBe('14814,80');
  });

  it('numbers the entries continuously in chronological order', () => {
    const numbers = [...new Set(entries.map((e) => Number(e[column('EcritureNum')])))];
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
    const dates = entries.map((e) => e[column('EcritureDate')] ?? '');
    expect([...dates].sort()).toEqual(dates);
    const byNumber = new Map(entries.map((e) => [e[column('EcritureNum')], e[column('PieceRef')]]));
    expect(byNumber.get('1')).toBe('F-2026-000001');
    expect(byNumber.get('2')).toBe('F-2026-000002');
  });

  it('balances in total and per entry', () => {
    const perEntry = new Map<string, number>();
    let debit = 0;
    let credit = 0;
    for (const e of entries) {
      const d = cents(e[column('Debit')]);
      const c = cents(e[column('Credit')]);
      debit += d;
      credit += c;
      const key = e[column('EcritureNum')] ?? '';
      perEntry.set(key, (perEntry.get(key) ?? 0) + d - c);
    }
    expect(debit).toBe(credit);
    expect(debit).toBeGreaterThan(0);
    for (const balance of perEntry.values()) expect(balance).toBe(0);
  });

  it('keeps tabs and line breaks out of the fields, and the auxiliary account on the client line', () => {
    const clientLine = entries.find((e) => e[column('CompteNum')] === '411000');
    expect(clientLine?.[column('CompAuxNum')]).toBe('C000042');
    expect(clientLine?.[column('CompAuxLib')]).toBe('Atelier Dupré SAS');
    const vatLine = entries.find((e) => e[column('CompteNum')] === '445710');
    expect(vatLine?.[column('CompAuxNum')]).toBe('');
    expect(fecField(' a\t\tb\r\nc ')).toBe('a b c');
  });
});

describe('FEC pieces', () => {
  it('formats amounts and dates', () => {
    expect(fecAmount(0)).toBe('0,00');
    expect(fecAmount(5)).toBe('0,05');
    expect(fecAmount(123_456_789)).toBe('1234567,89');
    expect(() => fecAmount(-1)).toThrow();
    expect(fecDate('2026-12-31')).toBe('20261231');
    expect(() => fecDate('31/12/2026')).toThrow();
  });

  it('names the file after the SIREN and the closing date', () => {
    expect(fecFileName('123 456 789', '2026-12-31')).toBe('123456789FEC20261231.txt');
    expect(() => fecFileName('12345', '2026-12-31')).toThrow();
  });
});
