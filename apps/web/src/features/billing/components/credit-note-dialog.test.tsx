import { INVOICE_REFUSALS as R } from '@hubgrade/domain/billing/labels';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { type SnackbarApi, SnackbarContext } from '../../../ui/snackbar/snackbar-context.ts';
import { CreditNoteDialog } from './credit-note-dialog.tsx';

const row = (id: number, fullNumber: string) => ({ id, fullNumber, dateCreation: '2026-10-01', totalTtc: 12_000, state: 1, type: 1 });
const mutate = vi.fn();
vi.mock('../api/invoices.ts', () => ({
  useInvoices: () => ({ data: { items: [row(11, 'F-2026-000011'), row(12, 'F-2026-000012')] }, isPending: false, isError: false }),
  useInvoice: () => ({ data: undefined }),
  useCreditInvoices: () => ({ mutate, isPending: false }),
}));

afterEach(() => {
  cleanup();
  mutate.mockReset();
});

const snackbar: SnackbarApi = { show: vi.fn(), error: vi.fn(), success: vi.fn(), cancel: vi.fn() };

function open(onClose = vi.fn()) {
  render(
    <SnackbarContext.Provider value={snackbar}>
      <CreditNoteDialog invoice={{ id: 11, invoiceUserId: 7 }} onClose={onClose} />
    </SnackbarContext.Provider>,
  );
  return onClose;
}

describe('the credit-note dialog', () => {
  it('ticks the invoice it was opened from, and keeps Générer disabled while none is ticked', () => {
    open();
    const generate = screen.getByRole('button', { name: 'Générer' });
    expect((screen.getByRole('checkbox', { name: 'Créditer la facture F-2026-000011' }) as HTMLInputElement).checked).toBe(true);
    expect((generate as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Créditer la facture F-2026-000011' }));
    expect((generate as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Créditer la facture F-2026-000012' }));
    expect((generate as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends one credit note per ticked invoice, whole', () => {
    open();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Créditer la facture F-2026-000012' }));
    fireEvent.click(screen.getByRole('button', { name: 'Générer' }));
    expect(mutate).toHaveBeenCalledWith({ invoices: [11, 12], lines: undefined }, expect.anything());
  });

  it('shows the server’s refusal and stays open with the ticks as they were', () => {
    mutate.mockImplementation((_body, { onError }: { onError: (error: Error) => void }) => onError(new ApiError(409, R.creditNothingLeft)));
    const onClose = open();
    fireEvent.click(screen.getByRole('button', { name: 'Générer' }));
    expect(screen.getByRole('alert').textContent).toContain(R.creditNothingLeft);
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('checkbox', { name: 'Créditer la facture F-2026-000011' }) as HTMLInputElement).checked).toBe(true);
  });
});
