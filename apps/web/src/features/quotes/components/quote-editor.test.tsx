import type { Quote } from '@hubgrade/domain/quotes/schemas';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SnackbarApi, SnackbarContext } from '../../../ui/snackbar/snackbar-context.ts';
import { QuoteEditor } from './quote-editor.tsx';

const update = vi.fn((_variables: unknown) => Promise.resolve({}));
const searched = vi.fn();
const kit = { id: 41, name: 'Kit d’accueil', unitPriceCents: 1250, vatRate: 550, unit: 'one_off' as const, stock: 4 };
vi.mock('../api/quotes.ts', () => ({
  useCreateQuote: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useUpdateQuote: () => ({ mutateAsync: update, isPending: false }),
  useMoveQuote: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useQuoteProducts: (client: number | null, search: string) => {
    searched(client, search);
    return { data: [kit], isFetching: false };
  },
  openQuotePdf: vi.fn(),
}));
vi.mock('../../../lib/bookable-users.ts', () => ({ useBookableUserPicker: () => ({ options: [], loading: false, onSearch: vi.fn() }) }));

afterEach(() => {
  cleanup();
  update.mockClear();
});

/** The text as typed: French amounts are spaced with non-breaking spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const snackbar: SnackbarApi = { show: vi.fn(), error: vi.fn(), success: vi.fn(), cancel: vi.fn() };
const client = { id: 7, firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr', companyName: null };
const draft = {
  id: 3,
  client,
  expirationDate: '2099-12-31',
  dateDemande: '2099-12-01',
  subscription: false,
  comment: '',
  lines: [],
  targets: [3, 6],
} as unknown as Quote;

describe('the quote editor’s catalogue lines', () => {
  it('picks a product of the client’s catalogue, shows its price HT and unit, and saves it with the quantity typed', async () => {
    render(
      <MemoryRouter>
        <SnackbarContext.Provider value={snackbar}>
          <QuoteEditor quote={draft} />
        </SnackbarContext.Provider>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Produit du catalogue' }));
    const picker = screen.getByRole('combobox', { name: 'Produit du catalogue' });
    fireEvent.change(picker, { target: { value: 'Kit' } });
    expect(searched).toHaveBeenLastCalledWith(7, 'Kit');
    const option = await screen.findByRole('option', { name: /Kit d’accueil/ });
    expect(plain(option.textContent)).toContain('12,50 € HT · À l’unité · 4 en stock');
    fireEvent.click(option);
    const lines = screen.getByRole('table', { name: 'Lignes' });
    expect(plain(lines.textContent)).toContain('Produit du catalogue : Kit d’accueil · 12,50 € HT · À l’unité');
    const quantities = within(lines).getAllByRole('textbox', { name: 'Quantité' });
    fireEvent.change(quantities[quantities.length - 1] as HTMLElement, { target: { value: '3' } });
    expect(plain(lines.textContent)).toContain('37,50 €');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[0]).toMatchObject({
      id: 3,
      body: { client: 7, lines: [{ kind: 'product', productId: 41, quantity: 3, designation: 'Kit d’accueil' }] },
    });
  });
});
