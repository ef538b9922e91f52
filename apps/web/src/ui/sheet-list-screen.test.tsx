import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProviders } from '../test-providers.tsx';
import type { ListResult } from './data-table/data-table.tsx';
import { dataTableColumns } from './data-table/features.ts';
import { SheetListScreen } from './sheet-list-screen.tsx';

interface Site {
  id: number;
  name: string;
}

const column = dataTableColumns<Site>();
const columns = column.columns([column.accessor('name', { header: 'Nom' })]);
const list: ListResult<Site> = {
  data: { items: [{ id: 7, name: 'La Fabrique' }], total: 1 },
  isPending: false,
  isFetching: false,
  isPlaceholderData: false,
  isError: false,
  error: null,
  refetch: () => undefined,
};
const labels = {
  title: 'Espaces',
  intro: 'Les espaces de la marque.',
  search: 'Rechercher un espace',
  empty: 'Aucun espace',
  add: 'Ajouter un espace',
  openSheet: 'Ouvrir la fiche',
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderScreen(canAdd?: boolean) {
  const wrapper = testProviders({ route: '/espace' });
  const screenOf = (
    <SheetListScreen<Site>
      labels={labels}
      columns={columns}
      list={list}
      pageSize={20}
      view={{ params: {}, update: vi.fn(), control: { page: 1, sortBy: 'name', sortDesc: false, setPage: vi.fn(), setSort: vi.fn() } }}
      sheetPath="/espace"
      canAdd={canAdd}
      addDialog={(open, onClose) =>
        open ? (
          <div role="dialog" aria-label="Nouvel espace">
            <button type="button" onClick={onClose}>
              Fermer
            </button>
          </div>
        ) : null
      }
    />
  );
  return render(
    <Routes>
      <Route path="/espace" element={screenOf} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { wrapper },
  );
}

afterEach(cleanup);

describe('SheetListScreen', () => {
  it('opens a row’s sheet from its menu', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Espaces' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions sur la ligne' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Ouvrir la fiche' }));
    expect(screen.getByTestId('where').textContent).toBe('/espace/7');
  });

  it('opens and closes the creation dialog from the add button', async () => {
    renderScreen();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un espace' }));
    expect(screen.getByRole('dialog', { name: 'Nouvel espace' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no add button to whom may not add', () => {
    renderScreen(false);
    expect(screen.queryByRole('button', { name: 'Ajouter un espace' })).toBeNull();
  });
});
