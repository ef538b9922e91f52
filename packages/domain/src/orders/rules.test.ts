import { describe, expect, it } from 'vitest';
import { ORDER_LABELS as L } from './labels.ts';
import {
  canValidate,
  initialOrderState,
  issuesInvoice,
  needsValidation,
  ORDER_STATES,
  orderLineAmounts,
  orderTargets,
  orderTotals,
  orderTransitionRefusal,
  releasesStock,
  tellsBuyer,
  vatByRate,
} from './rules.ts';
import { ZOrderBody } from './schemas.ts';

describe('order state machine', () => {
  it('names the states as the spec does (shell §4)', () => {
    expect(ORDER_STATES.map((s) => L.states[s])).toEqual([
      'En attente facturation',
      'En attente validation',
      'En cours',
      'En attente règlement',
      'Payée',
      'Refusé',
      'Terminé',
      'Annulée',
    ]);
  });

  it('lets the validator approve or refuse, and the buyer withdraw, an order awaiting validation', () => {
    expect(orderTargets(2, 'validator')).toEqual([1, 6]);
    expect(orderTargets(2, 'buyer')).toEqual([8]);
    expect(orderTargets(2, 'staff')).toEqual([1, 6, 8]);
    expect(orderTargets(2, 'system')).toEqual([]);
  });

  it('invoices, then settles, then delivers a validated order', () => {
    expect(orderTargets(1, 'system')).toEqual([4]);
    expect(orderTargets(1, 'staff')).toEqual([4, 8]);
    expect(orderTargets(4, 'system')).toEqual([5]);
    // An invoiced order is paid through its invoice only, and is not cancelled behind it.
    expect(orderTargets(4, 'staff')).toEqual([]);
    expect(issuesInvoice(4)).toBe(true);
    expect(issuesInvoice(5)).toBe(false);
    expect(orderTargets(5, 'staff')).toEqual([3, 7]);
    expect(orderTargets(3, 'staff')).toEqual([7]);
    expect(orderTargets(1, 'buyer')).toEqual([]);
  });

  it('tells the buyer when their order is validated or refused, and only then', () => {
    expect(tellsBuyer(2, 1)).toBe(true);
    expect(tellsBuyer(2, 6)).toBe(true);
    expect(tellsBuyer(2, 8)).toBe(false);
    expect(tellsBuyer(1, 4)).toBe(false);
  });

  it('refuses a move and says why', () => {
    expect(orderTransitionRefusal(2, 2, 'staff', false)).toBe('same');
    expect(orderTransitionRefusal(7, 3, 'staff', false)).toBe('final');
    expect(orderTransitionRefusal(8, 1, 'staff', false)).toBe('final');
    expect(orderTransitionRefusal(2, 5, 'staff', false)).toBe('notAllowed');
    expect(orderTransitionRefusal(2, 1, 'buyer', false)).toBe('notAllowed');
    expect(orderTransitionRefusal(1, 8, 'staff', true)).toBe('creditsGranted');
    expect(orderTransitionRefusal(1, 8, 'staff', false)).toBeNull();
    expect(orderTransitionRefusal(2, 1, 'validator', false)).toBeNull();
  });

  it('gives the stock back only when the order is refused or cancelled', () => {
    expect(ORDER_STATES.filter(releasesStock)).toEqual([6, 8]);
  });
});

describe('validation by shopping right (members-bookings-feed §2.3–§2.4)', () => {
  it('makes an employee without "Achat entreprise sans validation" wait for validation', () => {
    expect(needsValidation({ companyId: 3, companyOwner: false, shoppingRights: false })).toBe(true);
    expect(initialOrderState({ companyId: 3, companyOwner: false, shoppingRights: false })).toBe(2);
  });

  it('lets the owner, an employee with the right and a member without company buy straight away', () => {
    expect(initialOrderState({ companyId: 3, companyOwner: true, shoppingRights: false })).toBe(1);
    expect(initialOrderState({ companyId: 3, companyOwner: false, shoppingRights: true })).toBe(1);
    expect(initialOrderState({ companyId: null, companyOwner: false, shoppingRights: false })).toBe(1);
  });

  it('lets the owner or a manager of the same company validate, never the buyer', () => {
    const order = { userId: 10, companyId: 3 };
    expect(canValidate({ id: 1, companyId: 3, companyOwner: true, accessCompany: false }, order)).toBe(true);
    expect(canValidate({ id: 2, companyId: 3, companyOwner: false, accessCompany: true }, order)).toBe(true);
    expect(canValidate({ id: 4, companyId: 3, companyOwner: false, accessCompany: false }, order)).toBe(false);
    expect(canValidate({ id: 5, companyId: 9, companyOwner: true, accessCompany: false }, order)).toBe(false);
    expect(canValidate({ id: 10, companyId: 3, companyOwner: true, accessCompany: true }, order)).toBe(false);
    expect(canValidate({ id: 1, companyId: null, companyOwner: false, accessCompany: false }, { userId: 10, companyId: null })).toBe(false);
  });
});

describe('order totals', () => {
  it('rounds the VAT on each line, then adds the lines', () => {
    expect(orderLineAmounts({ unitPriceCents: 333, quantity: 3, vatRate: 2000 })).toEqual({
      totalHtCents: 999,
      vatCents: 200,
      totalTtcCents: 1199,
    });
    // 0,55 € at 5,5 %: 3,025 cents rounds to 3 on each line; on the sum it would be 6,05 → 6, here 3 + 3.
    const lines = [
      { unitPriceCents: 55, quantity: 1, vatRate: 550 },
      { unitPriceCents: 55, quantity: 1, vatRate: 550 },
      { unitPriceCents: 10_000, quantity: 2, vatRate: 2000 },
    ];
    expect(orderTotals(lines)).toEqual({ totalHtCents: 20_110, vatCents: 4006, totalTtcCents: 24_116 });
    expect(orderTotals([])).toEqual({ totalHtCents: 0, vatCents: 0, totalTtcCents: 0 });
  });
});

describe('order body', () => {
  it('refuses no line, a bad quantity and a product twice, in French', () => {
    const issues = (body: unknown) => ZOrderBody.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ lines: [] })).toEqual([L.refusals.noLines]);
    expect(issues({ lines: [{ productId: 1, quantity: 0 }] })).toEqual([L.refusals.quantity]);
    expect(issues({ lines: [{ productId: 'x', quantity: 1 }] })).toEqual([L.refusals.product]);
    expect(
      issues({
        lines: [
          { productId: 1, quantity: 1 },
          { productId: 1, quantity: 2 },
        ],
      }),
    ).toEqual([L.refusals.duplicateProduct]);
    expect(issues({ lines: [{ productId: 1, quantity: 2 }] })).toEqual([]);
  });
});

describe('cart totals', () => {
  it('adds the VAT of the lines per rate, each rounded on its line', () => {
    const lines = [
      { unitPriceCents: 55, quantity: 1, vatRate: 550 },
      { unitPriceCents: 10_000, quantity: 2, vatRate: 2000 },
      { unitPriceCents: 55, quantity: 1, vatRate: 550 },
      { unitPriceCents: 999, quantity: 1, vatRate: 0 },
    ];
    expect(vatByRate(lines)).toEqual([
      { rate: 0, vatCents: 0 },
      { rate: 550, vatCents: 6 },
      { rate: 2000, vatCents: 4000 },
    ]);
    const totals = orderTotals(lines);
    expect(totals.vatCents).toBe(vatByRate(lines).reduce((sum, r) => sum + r.vatCents, 0));
    expect(vatByRate([])).toEqual([]);
  });
});
