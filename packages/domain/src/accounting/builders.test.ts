import { describe, expect, it } from 'vitest';
import {
  creditNoteOperation,
  invoiceOperation,
  paymentOperation,
  payoutOperation,
  rejectedDebitOperation,
  reversalOperation,
  statementOperation,
  vatRateText,
} from './builders.ts';
import { ACCOUNTS, isBalanced, type JournalOperation, operationFault, operationTotals } from './journal.ts';

const client = { code: 'C000042', name: 'Atelier Dupré' };

const invoice = {
  number: 'F-2026-000123',
  issuedOn: '2026-03-01',
  client,
  lines: [
    { htCents: 100_000, vatRate: 2000, vatCents: 20_000 },
    { htCents: 3_333, vatRate: 2000, vatCents: 667 },
    { htCents: 10_000, vatRate: 550, vatCents: 550 },
    { htCents: 5_000, vatRate: 0, vatCents: 0, account: '708300', accountLabel: 'Locations diverses' },
  ],
};

/** What an account holds in an operation: debit minus credit. */
function balanceOf(operation: JournalOperation, account: string): number {
  return operation.lines.filter((l) => l.account === account).reduce((sum, l) => sum + l.debitCents - l.creditCents, 0);
}

describe('invoice operation', () => {
  const operation = invoiceOperation(invoice);

  it('balances: 411 debit TTC against 70x HT and VAT per rate', () => {
    expect(isBalanced(operation)).toBe(true);
    expect(operationTotals(operation)).toEqual({ debitCents: 139_550, creditCents: 139_550 });
    expect(balanceOf(operation, ACCOUNTS.clients)).toBe(139_550);
    expect(balanceOf(operation, ACCOUNTS.sales)).toBe(-113_333);
    expect(balanceOf(operation, '708300')).toBe(-5_000);
    expect(operation.journal).toBe('VE');
    expect(operation.pieceRef).toBe('F-2026-000123');
  });

  it('writes one VAT line per rate, none for a rate without VAT', () => {
    const vat = operation.lines.filter((l) => l.account === ACCOUNTS.vatCollected);
    expect(vat.map((l) => [l.accountLabel, l.creditCents])).toEqual([
      ['TVA collectée 20 %', 20_667],
      ['TVA collectée 5,5 %', 550],
    ]);
  });

  it('puts the client on the 411 line only', () => {
    expect(operation.lines.filter((l) => l.thirdParty !== null).map((l) => l.account)).toEqual([ACCOUNTS.clients]);
  });

  it('keeps every amount positive when a group is negative (a discount line)', () => {
    const discounted = invoiceOperation({
      ...invoice,
      lines: [
        { htCents: 10_000, vatRate: 2000, vatCents: 2_000 },
        { htCents: -12_000, vatRate: 2000, vatCents: -2_400, account: '709000', accountLabel: 'Rabais accordés' },
        { htCents: 5_000, vatRate: 2000, vatCents: 1_000 },
      ],
    });
    expect(isBalanced(discounted)).toBe(true);
    expect(discounted.lines.every((l) => l.debitCents >= 0 && l.creditCents >= 0)).toBe(true);
    expect(balanceOf(discounted, '709000')).toBe(12_000);
  });

  it('is refused when nothing is invoiced', () => {
    expect(() => invoiceOperation({ ...invoice, lines: [] })).toThrow();
  });
});

describe('credit note, payment, rejected debit, payout', () => {
  it('a credit note is the invoice reversed', () => {
    const credit = creditNoteOperation({ ...invoice, number: 'A-2026-000007' });
    expect(isBalanced(credit)).toBe(true);
    expect(balanceOf(credit, ACCOUNTS.clients)).toBe(-139_550);
    expect(balanceOf(credit, ACCOUNTS.vatCollected)).toBe(21_217);
    expect(credit.label).toBe('Avoir A-2026-000007 Atelier Dupré');
  });

  it('a payment debits the bank and credits the client; its rejection does the opposite', () => {
    const entry = { reference: 'F-2026-000123', date: '2026-03-20', amountCents: 139_550, client };
    const paid = paymentOperation(entry);
    const rejected = rejectedDebitOperation({ ...entry, date: '2026-03-27' });
    expect(isBalanced(paid) && isBalanced(rejected)).toBe(true);
    expect(paid.journal).toBe('BQ');
    expect(balanceOf(paid, ACCOUNTS.bank)).toBe(139_550);
    expect(balanceOf(paid, ACCOUNTS.clients)).toBe(-139_550);
    expect(balanceOf(rejected, ACCOUNTS.bank)).toBe(-139_550);
    expect(balanceOf(rejected, ACCOUNTS.clients)).toBe(139_550);
  });

  it('a payout debits the landlord (467) or the supplier (401) against the bank', () => {
    const payee = { code: 'L000009', name: 'SCI Les Tilleuls' };
    const landlord = payoutOperation({ reference: 'RDG-2026-03', date: '2026-04-05', amountCents: 80_000, payee, account: 'landlords' });
    const supplier = payoutOperation({ reference: 'ACH-12', date: '2026-04-05', amountCents: 1_999, payee, account: 'suppliers' });
    expect(isBalanced(landlord) && isBalanced(supplier)).toBe(true);
    expect(balanceOf(landlord, ACCOUNTS.landlords)).toBe(80_000);
    expect(balanceOf(supplier, ACCOUNTS.suppliers)).toBe(1_999);
    expect(balanceOf(landlord, ACCOUNTS.bank)).toBe(-80_000);
  });

  it('refuses a zero or fractional amount', () => {
    expect(() => paymentOperation({ reference: 'x', date: '2026-01-01', amountCents: 0, client })).toThrow();
    expect(() => paymentOperation({ reference: 'x', date: '2026-01-01', amountCents: 10.5, client })).toThrow();
  });
});

describe('reversal', () => {
  it('swaps debit and credit of the same lines, on its own date, leaving the original as it was', () => {
    const original = invoiceOperation(invoice);
    const before = structuredClone(original);
    const reversal = reversalOperation(original, '2026-03-10');
    expect(original).toEqual(before);
    expect(isBalanced(reversal)).toBe(true);
    expect(reversal.date).toBe('2026-03-10');
    expect(reversal.label).toBe(`Extourne : ${original.label}`);
    expect(reversal.lines.map((l) => [l.account, l.debitCents, l.creditCents])).toEqual(
      original.lines.map((l) => [l.account, l.creditCents, l.debitCents]),
    );
  });
});

describe('operationFault', () => {
  const line = { account: '512000', accountLabel: 'Banque', thirdParty: null };
  it('names what makes an operation unwritable', () => {
    expect(operationFault({ lines: [{ ...line, debitCents: 100, creditCents: 0 }] })).toBe('empty');
    expect(
      operationFault({
        lines: [
          { ...line, debitCents: 100, creditCents: 0 },
          { ...line, debitCents: 0, creditCents: 99 },
        ],
      }),
    ).toBe('unbalanced');
    expect(
      operationFault({
        lines: [
          { ...line, debitCents: 100, creditCents: 100 },
          { ...line, debitCents: 0, creditCents: 0 },
        ],
      }),
    ).toBe('line');
    expect(
      operationFault({
        lines: [
          { ...line, debitCents: -1, creditCents: 0 },
          { ...line, debitCents: 0, creditCents: -1 },
        ],
      }),
    ).toBe('line');
    expect(
      operationFault({
        lines: [
          { ...line, account: '51A', debitCents: 1, creditCents: 0 },
          { ...line, debitCents: 0, creditCents: 1 },
        ],
      }),
    ).toBe('account');
  });

  it('writes VAT rates the French way', () => {
    expect(vatRateText(2000)).toBe('20 %');
    expect(vatRateText(550)).toBe('5,5 %');
    expect(vatRateText(210)).toBe('2,1 %');
  });
});

describe('statement operation', () => {
  const landlord = { code: 'L000007', name: 'Claire Martin' };
  // 1 200,00 € TTC collected (1 000,00 HT), 12 % commission: 120,00 HT and 24,00 VAT.
  const statement = {
    number: 'R-2026-000004',
    date: '2026-04-03',
    pieceDate: '2026-04-01',
    landlord,
    collectedCents: 120_000,
    rentsHtCents: 100_000,
    commissionHtCents: 12_000,
    commissionVatCents: 2_400,
    adjustmentCents: 0,
    paidBackCents: 105_600,
  };

  it('takes the rents out of the sales and the VAT collected, keeps the commission and owes the rest to the landlord', () => {
    const operation = statementOperation(statement);
    if (!operation) throw new Error('no operation');
    expect(isBalanced(operation)).toBe(true);
    expect(operation).toMatchObject({ journal: 'OD', date: '2026-04-03', pieceRef: 'R-2026-000004', pieceDate: '2026-04-01' });
    expect(balanceOf(operation, ACCOUNTS.sales)).toBe(100_000);
    expect(balanceOf(operation, ACCOUNTS.vatCollected)).toBe(20_000 - 2_400);
    expect(balanceOf(operation, ACCOUNTS.commissions)).toBe(-12_000);
    expect(balanceOf(operation, ACCOUNTS.landlords)).toBe(-105_600);
    expect(operation.lines.find((l) => l.account === ACCOUNTS.landlords)?.thirdParty).toEqual(landlord);
  });

  it('writes the adjustment as a charge when the landlord gets more, as an income when the platform keeps more', () => {
    const more = statementOperation({ ...statement, adjustmentCents: 1_500, paidBackCents: 107_100 });
    const less = statementOperation({ ...statement, adjustmentCents: -1_500, paidBackCents: 104_100 });
    if (!more || !less) throw new Error('no operation');
    expect(isBalanced(more) && isBalanced(less)).toBe(true);
    expect(balanceOf(more, ACCOUNTS.otherCharges)).toBe(1_500);
    expect(balanceOf(less, ACCOUNTS.otherIncome)).toBe(-1_500);
    expect(balanceOf(less, ACCOUNTS.landlords)).toBe(-104_100);
  });

  it('puts a landlord who owes the platform on the debit side, and writes nothing when no money moves', () => {
    const owing = statementOperation({ ...statement, adjustmentCents: -110_000, paidBackCents: -4_400 });
    if (!owing) throw new Error('no operation');
    expect(isBalanced(owing)).toBe(true);
    expect(balanceOf(owing, ACCOUNTS.landlords)).toBe(4_400);
    const empty = { collectedCents: 0, rentsHtCents: 0, commissionHtCents: 0, commissionVatCents: 0, adjustmentCents: 0, paidBackCents: 0 };
    expect(statementOperation({ ...statement, ...empty })).toBeNull();
  });
});
