import { INVOICE_REFUSALS as R, INVOICE_SHEET_LABELS as S } from '@hubgrade/domain/billing/labels';
import { INVOICE_SCREEN_LABELS as L } from '@hubgrade/domain/billing/screen-labels';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spySnackbar, testProviders } from '../../../test-providers.tsx';
import { rowActionEntries } from '../../../ui/data-table/row-actions-menu.tsx';
import { type ActionInvoice, useInvoiceActions } from './use-invoice-actions.tsx';

const roles = vi.hoisted(() => ({ current: ['ROLE_ADMIN'] as string[] }));
vi.mock('../../../lib/session.ts', () => ({ useCurrentUser: () => ({ data: { roles: roles.current } }) }));

afterEach(() => {
  cleanup();
  roles.current = ['ROLE_ADMIN'];
});

const snackbar = spySnackbar();

const invoice = (fields: Partial<ActionInvoice>): ActionInvoice => ({
  id: 1,
  fullNumber: 'F-2026-000001',
  state: 0,
  type: 1,
  brandId: null,
  cryptBrand: '0',
  cryptId: 'abcdefghijklmnop',
  invoiceUserId: 7,
  ...fields,
});

/** Each action of the row menu: hidden, offered, or disabled with its reason. */
function menuOf(row: ActionInvoice) {
  const { result } = renderHook(() => useInvoiceActions(), { wrapper: testProviders({ snackbar }) });
  const shown = new Map(rowActionEntries(result.current.actions, row).map(({ action, unavailable }) => [action.label, unavailable]));
  return Object.fromEntries(
    result.current.actions.map(({ label }) => [label, shown.has(label) ? (shown.get(label) ?? 'offered') : 'hidden']),
  );
}

describe('the invoices row menu', () => {
  it('offers sending only to a waiting invoice, and shows its credit note disabled with the rule’s reason', () => {
    const waiting = menuOf(invoice({ state: 0 }));
    expect(waiting[S.send]).toBe('offered');
    expect(waiting[S.credit]).toBe(R.creditNotAllowed);
    expect(waiting[S.pay]).toBe('offered');
    expect(waiting[S.unrecoverable]).toBe('offered');
    expect(waiting[L.actions.pdf]).toBe('offered');
  });

  it('offers a credit note for a sent or paid invoice, never for a credit note', () => {
    const sent = menuOf(invoice({ state: 1 }));
    expect(sent[S.credit]).toBe('offered');
    expect(sent[S.send]).toBe('hidden');
    const paid = menuOf(invoice({ state: 2 }));
    expect(paid[S.credit]).toBe('offered');
    expect(paid[S.pay]).toBe('hidden');
    expect(paid[S.unrecoverable]).toBe('hidden');
    expect(menuOf(invoice({ state: 1, type: 5 }))[S.credit]).toBe(R.creditOfCreditNote);
  });

  it('keeps the changes from a salesperson, who reads the PDF and the sheet', () => {
    roles.current = ['ROLE_COMMERCIAL'];
    const menu = menuOf(invoice({ state: 1 }));
    expect(menu[S.credit]).toBe('hidden');
    expect(menu[S.pay]).toBe('hidden');
    expect(menu[L.actions.pdf]).toBe('offered');
  });
});
