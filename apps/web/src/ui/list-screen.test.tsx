import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProviders } from '../test-providers.tsx';
import type { ListResult } from './data-table/data-table.tsx';
import { dataTableColumns } from './data-table/features.ts';
import { ListScreen, type ListScreenProps, type ListView } from './list-screen.tsx';

interface Tariff {
  id: number;
  type: string;
}

const column = dataTableColumns<Tariff>();
const columns = column.columns([column.accessor('id', { header: '#' }), column.accessor('type', { header: 'Type' })]);

const list: ListResult<Tariff> = {
  data: {
    items: [
      { id: 1, type: 'Badge' },
      { id: 2, type: 'Clé' },
    ],
    total: 2,
  },
  isPending: false,
  isFetching: false,
  isPlaceholderData: false,
  isError: false,
  error: null,
  refetch: () => undefined,
};

function view(search?: string): ListView {
  return {
    params: { search },
    update: vi.fn(),
    control: { page: 1, sortBy: 'id', sortDesc: true, setPage: vi.fn(), setSort: vi.fn() },
  };
}

function renderScreen(props: Partial<ListScreenProps<Tariff>> = {}) {
  const wrapper = testProviders();
  const all: ListScreenProps<Tariff> = {
    title: 'Clés et badges',
    intro: 'Les tarifs des clés et badges des espaces.',
    columns,
    list,
    getRowId: (t) => String(t.id),
    pageSize: 20,
    view: view(),
    searchLabel: 'Rechercher un tarif',
    emptyText: 'Aucun tarif',
    ...props,
  };
  return render(<ListScreen {...all} />, { wrapper });
}

afterEach(cleanup);

describe('ListScreen', () => {
  it('heads the screen with its title and intro, and names the table after the title', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Clés et badges' })).toBeTruthy();
    expect(screen.getByText('Les tarifs des clés et badges des espaces.')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Clés et badges' });
    expect(within(table).getByText('Badge')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['#', 'Type']));
  });

  it('takes another table name when given one', async () => {
    renderScreen({ label: 'Tarifs' });
    expect(await screen.findByRole('table', { name: 'Tarifs' })).toBeTruthy();
  });

  it('shows the search of the address and writes a new one back in place of the current entry', async () => {
    const current = view('badge');
    renderScreen({ view: current });
    const box = screen.getByRole('textbox', { name: 'Rechercher un tarif' }) as HTMLInputElement;
    expect(box.value).toBe('badge');
    await userEvent.clear(box);
    await userEvent.type(box, 'clé{Enter}');
    expect(current.update).toHaveBeenLastCalledWith({ search: 'clé' }, { replace: true });
  });

  it('puts the screen’s filters after the search, its button beside the title and its dialogs after the table', async () => {
    renderScreen({
      toolbar: <button type="button">Filtre du lieu</button>,
      headerAction: <button type="button">Ajouter</button>,
      children: <div role="dialog" aria-label="Nouveau tarif" />,
    });
    const heading = screen.getByRole('heading', { level: 1, name: 'Clés et badges' });
    const add = screen.getByRole('button', { name: 'Ajouter' });
    expect(heading.parentElement?.parentElement).toBe(add.parentElement);
    const search = screen.getByRole('textbox', { name: 'Rechercher un tarif' });
    const filter = screen.getByRole('button', { name: 'Filtre du lieu' });
    expect(search.compareDocumentPosition(filter) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Clés et badges' });
    const dialog = screen.getByRole('dialog', { name: 'Nouveau tarif' });
    expect(table.compareDocumentPosition(dialog) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sets the heading straight above the table when the screen has no button to offer', async () => {
    renderScreen({ headerAction: false });
    const heading = screen.getByRole('heading', { level: 1, name: 'Clés et badges' });
    const table = await screen.findByRole('table', { name: 'Clés et badges' });
    expect(heading.parentElement?.parentElement?.contains(table)).toBe(true);
  });
});
