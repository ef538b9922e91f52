import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brandQuery } from '../../lib/brand.ts';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { dataTableColumns } from './features.ts';

interface Member {
  id: number;
  name: string;
  email: string;
  rent: number;
}

const column = dataTableColumns<Member>();
const columns = column.columns([
  column.accessor('id', { header: 'Id', meta: { kind: 'id' } }),
  column.accessor('name', { header: 'Nom', meta: { kind: 'name', href: (member: Member) => `/membres/${member.id}` } }),
  column.accessor('email', { header: 'Email', meta: { kind: 'email' } }),
  column.accessor('rent', { header: 'Loyer', meta: { kind: 'money' }, cell: (c) => `${c.getValue()} €` }),
]);

const members: Member[] = [
  { id: 3, name: 'Dupont', email: 'camille.dupont@une-adresse-bien-trop-longue.example.fr', rent: 1200 },
  { id: 2, name: 'Martin', email: 'martin@exemple.fr', rent: 800 },
];

function Sheet() {
  return <p>Fiche {useParams().id}</p>;
}

function renderTable(props: Partial<DataTableProps<Member>> = {}) {
  const client = new QueryClient();
  client.setQueryData(brandQuery.queryKey, { brand: null, configuration: null, name: 'Hubgrade', theme: {}, primaryColor: '#F8A800' });
  const all: DataTableProps<Member> = {
    label: 'Membres',
    columns,
    list: {
      data: { items: members, total: 2 },
      isPending: false,
      isFetching: false,
      isPlaceholderData: false,
      isError: false,
      error: null,
      refetch: () => undefined,
    },
    getRowId: (m) => String(m.id),
    pageSize: 25,
    control: { page: 1, setPage: vi.fn() },
    emptyText: 'Aucun membre',
    rowActions: [
      { label: 'Activer le compte', onClick: vi.fn() },
      { label: 'Supprimer', onClick: vi.fn(), unavailable: () => 'Un contrat le retient' },
    ],
    ...props,
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/membres']}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/membres" element={children} />
            <Route path="/membres/:id" element={<Sheet />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(<DataTable {...all} />, { wrapper });
}

/** The phone's width (≤ 600 px) or a desktop's, as MUI's media queries read it. */
function screenWidth(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query.includes('max-width:600px'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

beforeEach(() => {
  window.localStorage.clear();
  screenWidth(false);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DataTable layout', () => {
  it('cuts e-mails to one line with the whole address as tooltip, and right-aligns money', () => {
    renderTable();
    const email = screen.getByText(members[0]?.email as string);
    expect(email.getAttribute('title')).toBe(members[0]?.email);
    expect(getComputedStyle(email).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(email).textOverflow).toBe('ellipsis');
    expect(screen.getByText('1200 €').className).toContain('MuiTableCell-alignRight');
    expect(getComputedStyle(screen.getByText('3')).whiteSpace).toBe('nowrap');
  });

  it('makes the row a link to its sheet: a click follows it, Ctrl-click and the middle button open a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderTable();
    const link = screen.getByRole('link', { name: 'Dupont' });
    expect(link.getAttribute('href')).toBe('/membres/3');

    fireEvent.click(screen.getByText('1200 €'), { ctrlKey: true });
    expect(open).toHaveBeenCalledWith('/membres/3', '_blank', 'noopener');
    fireEvent(screen.getByText('800 €'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(open).toHaveBeenLastCalledWith('/membres/2', '_blank', 'noopener');

    await userEvent.click(screen.getByText('1200 €'));
    expect(await screen.findByText('Fiche 3')).toBeTruthy();
  });

  it('keeps the row menu out of the row link: opening it does not leave the page', async () => {
    renderTable();
    await userEvent.click(within(bodyRows()[0] as HTMLElement).getByRole('button', { name: 'Actions sur la ligne' }));
    expect(screen.getByRole('menuitem', { name: 'Activer le compte' })).toBeTruthy();
    expect(screen.queryByText(/^Fiche/)).toBeNull();
  });

  it('hides the columns a user unticks, for this table, until shown again; the row’s name cannot be hidden', async () => {
    renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Affichage' }));
    const menu = screen.getByRole('menu', { name: 'Affichage du tableau' });
    const offered = within(menu)
      .getAllByRole('menuitemcheckbox')
      .map((item) => item.textContent);
    expect(offered).toEqual(['Id', 'Email', 'Loyer', 'Lignes aérées']);
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Email' }));
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Email' }).getAttribute('aria-checked')).toBe('false');
    await userEvent.keyboard('{Escape}');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Id', 'Nom', 'Loyer', 'Actions']);

    // Kept for the next visit of this table, not for another one.
    cleanup();
    renderTable();
    expect(screen.queryByRole('columnheader', { name: 'Email' })).toBeNull();
    cleanup();
    renderTable({ label: 'Autres membres' });
    expect(screen.getByRole('columnheader', { name: 'Email' })).toBeTruthy();
  });

  it('keeps compact rows by default and comfortable ones once chosen, for every table', async () => {
    renderTable();
    expect(getComputedStyle(bodyRows()[0] as HTMLElement).height).toBe('44px');
    await userEvent.click(screen.getByRole('button', { name: 'Affichage' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Lignes aérées' }));
    await userEvent.keyboard('{Escape}');
    expect(getComputedStyle(bodyRows()[0] as HTMLElement).height).toBe('56px');
    cleanup();
    renderTable({ label: 'Autres membres' });
    expect(getComputedStyle(bodyRows()[0] as HTMLElement).height).toBe('56px');
  });

  it('shows a phone a list of cards, each with its link, its values and its menu', async () => {
    screenWidth(true);
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Membres' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Dupont' }).getAttribute('href')).toBe('/membres/3');
    expect(first.getByText('Email')).toBeTruthy();
    expect(first.getByText('1200 €')).toBeTruthy();
    await userEvent.click(first.getByRole('button', { name: 'Actions sur la ligne' }));
    expect(screen.getByRole('menuitem', { name: 'Activer le compte' })).toBeTruthy();
    // A card's menu shows a refused action as the table's does: disabled, with its reason.
    const refused = screen.getByRole('menuitem', { name: 'Supprimer' });
    expect(refused.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(refused.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Un contrat le retient');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(first.getByText('1200 €'));
    expect(await screen.findByText('Fiche 3')).toBeTruthy();
  });
});
