import { describe, expect, it } from 'vitest';
import {
  canMoveStatement,
  commissionOf,
  formatRate,
  isStatementEditable,
  parsePercent,
  parseSignedEuros,
  periodBounds,
  STATEMENT_DRAFT,
  STATEMENT_PAID,
  STATEMENT_SENT,
  statementNumber,
  statementTotals,
} from './rules.ts';

describe('statement numbers', () => {
  it('are R-year-six digits', () => {
    expect(statementNumber(2026, 12)).toBe('R-2026-000012');
    expect(statementNumber(2027, 123456)).toBe('R-2027-123456');
  });
  it('refuse a sequence below 1', () => {
    expect(() => statementNumber(2026, 0)).toThrow(RangeError);
  });
});

describe('periods', () => {
  it('give the first and last day of the month', () => {
    expect(periodBounds('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
  it('refuse what is not a month', () => {
    expect(() => periodBounds('2026-13')).toThrow(RangeError);
    expect(() => periodBounds('2026-1')).toThrow(RangeError);
  });
});

describe('commission', () => {
  it('takes the rate of the HT share collected, then VAT on the commission, each rounded on the line', () => {
    // 1 200,00 € TTC invoice of 1 000,00 € HT fully paid: 10 % of 1 000 = 100, VAT 20 = 120 TTC.
    expect(commissionOf({ collectedCents: 120_000, invoiceHtCents: 100_000, invoiceTtcCents: 120_000 }, 1000, 2000)).toEqual({
      baseHtCents: 100_000,
      commissionHtCents: 10_000,
      commissionVatCents: 2_000,
      commissionTtcCents: 12_000,
    });
  });
  it('rounds half away from zero on a partial payment', () => {
    // 333,33 € collected of a 1 000 € HT / 1 200 € TTC invoice: base 277,775 → 277,78 €; 10 % = 27,778 → 27,78 €; VAT 5,556 → 5,56 €.
    const line = commissionOf({ collectedCents: 33_333, invoiceHtCents: 100_000, invoiceTtcCents: 120_000 }, 1000, 2000);
    expect(line).toEqual({ baseHtCents: 27_778, commissionHtCents: 2_778, commissionVatCents: 556, commissionTtcCents: 3_334 });
  });
  it('takes what was collected as the base when the invoice is worth nothing', () => {
    expect(commissionOf({ collectedCents: 500, invoiceHtCents: 0, invoiceTtcCents: 0 }, 1000, 2000).baseHtCents).toBe(500);
  });
});

describe('totals', () => {
  it('add the lines once rounded and never round again, then the adjustment', () => {
    const line = { collectedCents: 33_333, commissionHtCents: 2_778, commissionVatCents: 556, commissionTtcCents: 3_334 };
    expect(statementTotals([line, line, line], -1_000)).toEqual({
      collectedCents: 99_999,
      commissionHtCents: 8_334,
      commissionVatCents: 1_668,
      commissionTtcCents: 10_002,
      paidBackCents: 99_999 - 10_002 - 1_000,
    });
  });
  it('are zero without lines', () => {
    expect(statementTotals([], 0).paidBackCents).toBe(0);
  });
});

describe('state machine', () => {
  it('goes draft → sent → paid only', () => {
    expect(canMoveStatement(STATEMENT_DRAFT, STATEMENT_SENT)).toBe(true);
    expect(canMoveStatement(STATEMENT_SENT, STATEMENT_PAID)).toBe(true);
    expect(canMoveStatement(STATEMENT_DRAFT, STATEMENT_PAID)).toBe(false);
    expect(canMoveStatement(STATEMENT_SENT, STATEMENT_DRAFT)).toBe(false);
    expect(canMoveStatement(STATEMENT_PAID, STATEMENT_SENT)).toBe(false);
  });
  it('lets only a draft be edited', () => {
    expect(isStatementEditable(STATEMENT_DRAFT)).toBe(true);
    expect(isStatementEditable(STATEMENT_SENT)).toBe(false);
    expect(isStatementEditable(STATEMENT_PAID)).toBe(false);
  });
});

describe('rates', () => {
  it('read in French', () => {
    expect(formatRate(1000)).toBe('10 %');
    expect(formatRate(1250)).toBe('12,5 %');
  });
});

describe('adjustment typed in euros', () => {
  it('reads a signed amount to cents', () => {
    expect(parseSignedEuros('-15,50')).toBe(-1550);
    expect(parseSignedEuros('1 250')).toBe(125_000);
    expect(parseSignedEuros('+0.1')).toBe(10);
    expect(parseSignedEuros('0')).toBe(0);
  });
  it('refuses what is not an amount', () => {
    expect(parseSignedEuros('')).toBeNull();
    expect(parseSignedEuros('12,345')).toBeNull();
    expect(parseSignedEuros('douze')).toBeNull();
  });
});

describe('parsePercent', () => {
  it('reads a French percentage as a rate per ten thousand', () => {
    expect(parsePercent('12')).toBe(1200);
    expect(parsePercent('12,5')).toBe(1250);
    expect(parsePercent(' 7.25 % ')).toBe(725);
    expect(parsePercent('0')).toBe(0);
    expect(parsePercent('100')).toBe(10_000);
  });

  it('refuses what is not a rate between 0 and 100 % with two decimals at most', () => {
    for (const text of ['', '-1', '100,01', '101', '12,345', 'douze', '1e2']) expect(parsePercent(text)).toBeNull();
  });
});
