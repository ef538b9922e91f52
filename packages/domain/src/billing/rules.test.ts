import { describe, expect, it } from 'vitest';
import { lineAmounts } from './document.ts';
import { INVOICE_REFUSALS } from './labels.ts';
import {
  applyPayment,
  CHAIN_GENESIS,
  canCredit,
  canonicalJson,
  chainPayload,
  checkInvoiceTransition,
  creditLines,
  daysLate,
  INVOICE_STATES,
  INVOICE_TRANSITIONS,
  invoiceActions,
  invoiceNumber,
  isFullyCredited,
  isInvoiceLate,
  parseInvoiceNumber,
  periodOf,
  quantityText,
} from './rules.ts';

describe('invoice numbers', () => {
  it('prints F-year-six digits and reads it back', () => {
    expect(invoiceNumber(2026, 123)).toBe('F-2026-000123');
    expect(invoiceNumber(2026, 1_234_567)).toBe('F-2026-1234567');
    expect(parseInvoiceNumber('F-2026-000123')).toEqual({ year: 2026, sequence: 123 });
    expect(parseInvoiceNumber('F2026-00042')).toBeNull();
    expect(parseInvoiceNumber('F-2026-000000')).toBeNull();
    expect(() => invoiceNumber(2026, 0)).toThrow();
  });
  it('names the month an issue date falls in', () => {
    expect(periodOf('2026-03-31')).toBe('2026-03');
  });
});

describe('state machine', () => {
  it('allows only the written transitions, with a French reason otherwise', () => {
    expect(checkInvoiceTransition(0, 1)).toEqual({ ok: true });
    expect(checkInvoiceTransition(1, 2)).toEqual({ ok: true });
    expect(checkInvoiceTransition(2, 3)).toEqual({ ok: true });
    expect(checkInvoiceTransition(4, 2)).toEqual({ ok: true });
    expect(checkInvoiceTransition(1, 1)).toEqual({ ok: false, message: INVOICE_REFUSALS.sendOnlyPending });
    expect(checkInvoiceTransition(0, 3)).toEqual({ ok: false, message: INVOICE_REFUSALS.creditNotAllowed });
    expect(checkInvoiceTransition(2, 4)).toEqual({ ok: false, message: INVOICE_REFUSALS.unrecoverableNotAllowed });
    expect(checkInvoiceTransition(1, 0)).toEqual({ ok: false, message: INVOICE_REFUSALS.cannotReopen });
    for (const to of INVOICE_STATES) expect(checkInvoiceTransition(3, to).ok).toBe(false);
    for (const from of INVOICE_STATES) expect(INVOICE_TRANSITIONS[from]).not.toContain(0);
  });
  it('is late once the due day has passed on the Paris calendar, while unpaid', () => {
    expect(isInvoiceLate({ state: 1, dueOn: '2026-03-10' }, '2026-03-10')).toBe(false);
    expect(isInvoiceLate({ state: 1, dueOn: '2026-03-10' }, '2026-03-11')).toBe(true);
    expect(isInvoiceLate({ state: 0, dueOn: '2026-03-10' }, '2026-04-11')).toBe(true);
    expect(isInvoiceLate({ state: 2, dueOn: '2026-03-10' }, '2026-04-11')).toBe(false);
    expect(isInvoiceLate({ state: 4, dueOn: '2026-03-10' }, '2026-04-11')).toBe(false);
    expect(isInvoiceLate({ state: 1, dueOn: null }, '2026-04-11')).toBe(false);
    expect(daysLate({ state: 1, dueOn: '2026-03-10' }, '2026-04-09')).toBe(30);
  });
  it('offers each action only where the machine allows it', () => {
    const base = { ttcCents: 1200, creditedCents: 0, paidCents: 0 };
    expect(invoiceActions({ ...base, state: 0, type: 4 })).toEqual({ send: true, credit: false, pay: true, unrecoverable: true });
    expect(invoiceActions({ ...base, state: 1, type: 4 })).toEqual({ send: false, credit: true, pay: true, unrecoverable: true });
    expect(invoiceActions({ ...base, state: 2, type: 4, paidCents: 1200 })).toEqual({
      send: false,
      credit: true,
      pay: false,
      unrecoverable: false,
    });
    expect(invoiceActions({ ...base, state: 1, type: 5 })).toEqual({ send: false, credit: false, pay: false, unrecoverable: false });
  });
});

describe('credit notes', () => {
  const lines = [
    { position: 1, quantity: 2, creditedQuantity: 0 },
    { position: 2, quantity: 0.5, creditedQuantity: 0 },
  ];
  it('only for a sent or paid invoice that is not a credit note', () => {
    expect(canCredit({ state: 1, type: 1 }).ok).toBe(true);
    expect(canCredit({ state: 2, type: 4 }).ok).toBe(true);
    expect(canCredit({ state: 0, type: 1 })).toEqual({ ok: false, message: INVOICE_REFUSALS.creditNotAllowed });
    expect(canCredit({ state: 3, type: 1 }).ok).toBe(false);
    expect(canCredit({ state: 4, type: 1 }).ok).toBe(false);
    expect(canCredit({ state: 1, type: 5 })).toEqual({ ok: false, message: INVOICE_REFUSALS.creditOfCreditNote });
  });
  it('takes back every remaining quantity by default, which cancels the invoice', () => {
    const all = creditLines(lines, undefined);
    expect(all).toEqual({
      ok: true,
      lines: [
        { position: 1, quantity: 2 },
        { position: 2, quantity: 0.5 },
      ],
    });
    expect(all.ok && isFullyCredited(lines, all.lines)).toBe(true);
  });
  it('takes back chosen quantities within what remains; a partly credited invoice stays', () => {
    const part = creditLines(lines, [{ position: 1, quantity: 1 }]);
    expect(part).toEqual({ ok: true, lines: [{ position: 1, quantity: 1 }] });
    expect(part.ok && isFullyCredited(lines, part.lines)).toBe(false);
    const after = [{ ...lines[0], creditedQuantity: 1 } as (typeof lines)[0], lines[1] as (typeof lines)[0]];
    expect(creditLines(after, [{ position: 1, quantity: 1.5 }])).toEqual({ ok: false, message: INVOICE_REFUSALS.creditTooMuch });
    expect(creditLines(after, [{ position: 9, quantity: 1 }])).toEqual({ ok: false, message: INVOICE_REFUSALS.creditUnknownLine });
    expect(creditLines(after, undefined)).toEqual({
      ok: true,
      lines: [
        { position: 1, quantity: 1 },
        { position: 2, quantity: 0.5 },
      ],
    });
    const done = lines.map((l) => ({ ...l, creditedQuantity: l.quantity }));
    expect(creditLines(done, undefined)).toEqual({ ok: false, message: INVOICE_REFUSALS.creditNothingLeft });
  });
  it('adds up the same line asked twice', () => {
    expect(
      creditLines(lines, [
        { position: 2, quantity: 0.25 },
        { position: 2, quantity: 0.5 },
      ]).ok,
    ).toBe(false);
  });
});

describe('payments', () => {
  const invoice = { state: 1, type: 1, ttcCents: 12_000, creditedCents: 0, paidCents: 0 };
  it('adds partial payments and turns Payée when the rest is paid', () => {
    const first = applyPayment(invoice, 5_000);
    expect(first).toEqual({ ok: true, paidCents: 5_000, state: 1 });
    expect(applyPayment({ ...invoice, paidCents: 5_000 }, 7_000)).toEqual({ ok: true, paidCents: 12_000, state: 2 });
  });
  it('refuses an over-payment, a paid or cancelled invoice, a credit note', () => {
    expect(applyPayment({ ...invoice, paidCents: 5_000 }, 7_001)).toEqual({ ok: false, message: INVOICE_REFUSALS.overpayment });
    expect(applyPayment({ ...invoice, state: 2 }, 1)).toEqual({ ok: false, message: INVOICE_REFUSALS.payNotAllowed });
    expect(applyPayment({ ...invoice, state: 3 }, 1).ok).toBe(false);
    expect(applyPayment({ ...invoice, type: 5 }, 1)).toEqual({ ok: false, message: INVOICE_REFUSALS.payCreditNote });
    expect(applyPayment(invoice, 0)).toEqual({ ok: false, message: INVOICE_REFUSALS.payPositive });
  });
  it('counts what credit notes took back as no longer due', () => {
    expect(applyPayment({ ...invoice, creditedCents: 2_000 }, 10_000)).toEqual({ ok: true, paidCents: 10_000, state: 2 });
    expect(applyPayment({ ...invoice, creditedCents: 2_000 }, 10_001).ok).toBe(false);
  });
  it('lets an unrecoverable invoice be paid after all', () => {
    expect(applyPayment({ ...invoice, state: 4 }, 12_000)).toEqual({ ok: true, paidCents: 12_000, state: 2 });
  });
});

describe('content chain', () => {
  it('writes canonical JSON: keys sorted at every depth, no spaces, undefined left out', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 'x', c: null }], e: undefined })).toBe('{"a":[{"c":null,"d":"x"}],"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
    expect(() => canonicalJson({ a: Number.NaN })).toThrow();
  });
  it('chains the content to the previous hash, so either change changes the payload', () => {
    const amounts = lineAmounts(1.5, 10_001, 2000);
    const content = {
      brandId: 9,
      number: 'F-2026-000001',
      type: 4,
      issuedOn: '2026-03-01',
      dueOn: '2026-03-31',
      servicePeriod: { from: '2026-03-01', to: '2026-03-01' },
      userId: 12,
      companyId: null,
      creditedInvoiceId: null,
      seller: { name: 'Hubgrade SAS', siren: '123456789' },
      buyer: { name: 'Client', siren: null },
      notes: [],
      latePenaltyRate: 1065,
      totals: { htCents: amounts.htCents, vatCents: amounts.vatCents, ttcCents: amounts.ttcCents, discountCents: 0 },
      lines: [
        {
          position: 1,
          designation: 'Salle',
          quantity: quantityText(1.5),
          unitPriceCents: 10_001,
          vatRate: 2000,
          vatCategory: 'S',
          ...amounts,
        },
      ],
    };
    const first = chainPayload(content, CHAIN_GENESIS);
    expect(first).toContain('"quantity":"1.5000"');
    expect(first).toContain(`"previousHash":"${CHAIN_GENESIS}"`);
    expect(chainPayload({ ...content }, CHAIN_GENESIS)).toBe(first);
    expect(chainPayload(content, 'a'.repeat(64))).not.toBe(first);
    expect(chainPayload({ ...content, totals: { ...content.totals, ttcCents: content.totals.ttcCents + 1 } }, CHAIN_GENESIS)).not.toBe(
      first,
    );
  });
});
