import { AD_LABELS as L } from '@hubgrade/domain/ads/labels';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SnackbarApi, SnackbarContext } from '../../../ui/snackbar/snackbar-context.ts';
import { AdCreateDialog } from './ad-create-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(landlordWord: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200 })),
  );
  const snackbar: SnackbarApi = { show: vi.fn(), error: vi.fn(), success: vi.fn(), cancel: vi.fn() };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarContext.Provider value={snackbar}>
        <AdCreateDialog open onClose={() => undefined} brandId={null} landlordWord={landlordWord} />
      </SnackbarContext.Provider>
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: L.creation.title });
}

describe('"Déposer une annonce"', () => {
  it('marks every field the form requires, the landlord and the ad group included', () => {
    const dialog = renderDialog('Loueur');
    expect(within(dialog).getByRole('combobox', { name: /^Loueur/ })).toHaveProperty('required', true);
    // The group (a select) and the contract types (a set of boxes) carry the mark in their label.
    const labelOf = (text: string) => [...dialog.querySelectorAll('label, legend')].find((el) => el.textContent?.startsWith(text));
    expect(labelOf(L.fields.adGroup)?.textContent).toMatch(new RegExp(`^${L.fields.adGroup}\\s\\*$`));
    expect(labelOf(L.fields.contractTypes)?.textContent).toMatch(new RegExp(`^${L.fields.contractTypes}\\s\\*$`));
    for (const name of [L.fields.adTitle, L.fields.adCity, L.fields.adZipcode]) {
      expect(within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) })).toHaveProperty('required', true);
    }
  });

  it('says what the group waits for, in the brand’s word for the landlord', () => {
    const dialog = renderDialog('Prestataire');
    expect(within(dialog).getByText("Choisissez d'abord le prestataire : ses groupes d'annonces s'afficheront ici.")).toBeTruthy();
  });
});
