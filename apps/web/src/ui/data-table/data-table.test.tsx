import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProviders } from '../../test-providers.tsx';
import { userTypeIsNot } from './column-visibility.ts';
import { DataTable, type DataTableProps, type ListResult } from './data-table.tsx';
import { dataTableColumns } from './features.ts';
import type { ListControl } from './list-control.ts';

interface Member {
  id: number;
  name: string;
  pending: boolean;
}

const column = dataTableColumns<Member>();
const columns = column.columns([
  column.accessor('id', { header: 'Id', meta: { sortKey: 'userId' } }),
  column.accessor('name', { header: 'Nom', meta: { sortKey: 'lastName' } }),
  column.accessor('pending', { header: 'État', cell: (c) => (c.getValue() ? 'En attente' : 'Actif') }),
  column.display({ id: 'landlord', header: 'Loueur', cell: () => 'L', meta: { visibleWhen: userTypeIsNot(1) } }),
]);

const members: Member[] = [
  { id: 3, name: 'Dupont', pending: true },
  { id: 2, name: 'Martin', pending: false },
  { id: 1, name: 'Durand', pending: true },
];

function listOf(items: Member[], over: Partial<ListResult<Member>> = {}): ListResult<Member> {
  return {
    data: { items, total: 60 },
    isPending: false,
    isFetching: false,
    isPlaceholderData: false,
    isError: false,
    error: null,
    refetch: () => undefined,
    ...over,
  };
}

function control(over: Partial<ListControl> = {}): ListControl {
  return { page: 1, sortBy: 'userId', sortDesc: true, setPage: vi.fn(), setSort: vi.fn(), ...over };
}

function renderTable(props: Partial<DataTableProps<Member>> = {}) {
  const wrapper = testProviders();
  const all: DataTableProps<Member> = {
    label: 'Membres',
    columns,
    list: listOf(members),
    getRowId: (m) => String(m.id),
    pageSize: 25,
    control: control(),
    emptyText: 'Pas d’utilisateur correspondant à votre recherche',
    ...props,
  };
  return render(<DataTable {...all} />, { wrapper });
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

afterEach(cleanup);

describe('DataTable', () => {
  it('shows the French headers, the rows and the server sort', () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'Membres' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Idtrié par ordre décroissant', 'Nom', 'État', 'Loueur']);
    expect(screen.getByRole('columnheader', { name: /^Id/ }).getAttribute('aria-sort')).toBe('descending');
    expect(bodyRows().map((row) => row.textContent)).toEqual(['3DupontEn attenteL', '2MartinActifL', '1DurandEn attenteL']);
  });

  it('asks for the other direction, or another column, through the control', async () => {
    const view = control();
    renderTable({ control: view });
    await userEvent.click(screen.getByRole('button', { name: /^Id/ }));
    expect(view.setSort).toHaveBeenLastCalledWith('userId', false);
    await userEvent.click(screen.getByRole('button', { name: 'Nom' }));
    expect(view.setSort).toHaveBeenLastCalledWith('lastName', false);
    expect(screen.queryByRole('button', { name: 'État' })).toBeNull();
  });

  it('pages on past the count cap while the server has a next page, then stops', async () => {
    const capped = (next: string | null) => listOf(members, { data: { items: members, total: 10_000, totalCapped: true, next } });
    const view = control({ page: 400 });
    const { unmount } = renderTable({ control: view, list: capped('c') });
    expect(screen.getByText('9976–10000 sur plus de 10 000')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(view.setPage).toHaveBeenLastCalledWith(401);
    unmount();
    renderTable({ control: control({ page: 401 }), list: capped(null) });
    expect(screen.getByRole('button', { name: 'Page suivante' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Dernière page' }).hasAttribute('disabled')).toBe(true);
  });

  it('pages through the server list with the size selector disabled', async () => {
    const view = control({ page: 2 });
    renderTable({ control: view });
    expect(screen.getByText('26–50 sur 60')).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Lignes par page' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Lignes par page' }).value).toBe('25');
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(view.setPage).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Première page' }));
    expect(view.setPage).toHaveBeenLastCalledWith(1);
  });

  it('mounts a row’s detail only when it is expanded', async () => {
    const renderExpanded = vi.fn((m: Member) => <p>Détail de {m.name}</p>);
    renderTable({ renderExpanded, canExpand: (m) => m.id !== 2 });
    expect(renderExpanded).not.toHaveBeenCalled();
    const toggles = screen.getAllByRole('button', { name: 'Afficher le détail' });
    expect(toggles).toHaveLength(2);
    await userEvent.click(toggles[0] as HTMLElement);
    expect(screen.getByText('Détail de Dupont')).toBeTruthy();
    expect(renderExpanded.mock.calls.every(([m]) => m.id === 3)).toBe(true);
    const collapse = screen.getByRole('button', { name: 'Masquer le détail' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(collapse);
    expect(screen.queryByText('Détail de Dupont')).toBeNull();
  });

  it('ticks only the selectable rows, with an indeterminate select-all', async () => {
    const renderActions = vi.fn((rows: Member[]) => <span>{rows.map((m) => m.name).join(',')}</span>);
    renderTable({ selection: { isSelectable: (m) => m.pending, renderActions } });
    const all = screen.getByRole('checkbox', { name: 'Tout sélectionner' }) as HTMLInputElement;
    const rowBoxes = screen.getAllByRole('checkbox', { name: 'Sélectionner la ligne' }) as HTMLInputElement[];
    expect(rowBoxes.map((box) => box.disabled)).toEqual([false, true, false]);

    await userEvent.click(rowBoxes[0] as HTMLElement);
    expect(all.getAttribute('data-indeterminate')).toBe('true');
    expect(all.checked).toBe(false);
    expect(within(screen.getByRole('toolbar', { name: '1 ligne sélectionnée' })).getByText('Dupont')).toBeTruthy();

    await userEvent.click(all);
    expect(all.checked).toBe(true);
    expect(all.getAttribute('data-indeterminate')).toBe('false');
    expect(within(screen.getByRole('toolbar', { name: '2 lignes sélectionnées' })).getByText('Dupont,Durand')).toBeTruthy();
    expect((screen.getAllByRole('checkbox', { name: 'Sélectionner la ligne' })[1] as HTMLInputElement).checked).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Désélectionner' }));
    expect(all.checked).toBe(false);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('lists in each row menu only the actions that apply to the row', async () => {
    const activate = vi.fn();
    const onRowClick = vi.fn();
    renderTable({
      onRowClick,
      rowActions: [
        { label: 'Fiche membre', onClick: vi.fn() },
        { label: 'Activer le compte', onClick: activate, visible: (m) => m.pending },
      ],
    });
    const menus = screen.getAllByRole('button', { name: 'Actions sur la ligne' });
    await userEvent.click(menus[1] as HTMLElement);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Fiche membre']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(menus[2] as HTMLElement);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Activer le compte' }));
    expect(activate).toHaveBeenCalledWith(members[2]);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('shows an action the row refuses disabled, with the reason, instead of hiding it', async () => {
    const disable = vi.fn();
    renderTable({
      rowActions: [
        {
          label: 'Désactiver le compte',
          onClick: disable,
          // The role allows it on active rows only; a pending row refuses it with a reason.
          visible: (m) => !m.pending,
          unavailable: (m) => (m.id === 1 ? 'Vous ne pouvez pas désactiver votre propre compte' : null),
        },
        { label: 'Supprimer', onClick: vi.fn(), visible: () => false },
      ],
    });
    const menus = screen.getAllByRole('button', { name: 'Actions sur la ligne' });
    expect(menus).toHaveLength(2);
    await userEvent.click(menus[1] as HTMLElement);
    const refused = screen.getByRole('menuitem', { name: 'Désactiver le compte' });
    expect(refused.getAttribute('aria-disabled')).toBe('true');
    const reason = document.getElementById(refused.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Vous ne pouvez pas désactiver votre propre compte');
    expect(refused.contains(reason)).toBe(true);
    expect(screen.queryByRole('menuitem', { name: 'Supprimer' })).toBeNull();
    await userEvent.click(refused, { pointerEventsCheck: 0 });
    expect(disable).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(menus[0] as HTMLElement);
    const allowed = screen.getByRole('menuitem', { name: 'Désactiver le compte' });
    expect(allowed.getAttribute('aria-disabled')).toBeNull();
    await userEvent.click(allowed);
    expect(disable).toHaveBeenCalledWith(members[1]);
  });

  it('opens a row from the keyboard', async () => {
    const onRowClick = vi.fn();
    renderTable({ onRowClick });
    (bodyRows()[1] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledWith(members[1]);
  });

  it('hides the columns whose rule fails for the page’s account type', () => {
    renderTable({ userType: 1 });
    expect(screen.queryByRole('columnheader', { name: 'Loueur' })).toBeNull();
    expect(bodyRows()[0]?.textContent).toBe('3DupontEn attente');
  });

  it('keeps the previous page on screen while the next one loads', () => {
    renderTable({ list: listOf(members, { isFetching: true, isPlaceholderData: true }) });
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('progressbar', { name: 'Chargement…' })).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('says when there is nothing, when it is loading and when it failed', async () => {
    renderTable({ list: listOf([]) });
    expect(screen.getByText('Pas d’utilisateur correspondant à votre recherche')).toBeTruthy();
    cleanup();
    renderTable({ list: listOf([], { data: undefined, isPending: true, isFetching: true }) });
    expect(screen.getByRole('cell', { name: 'Chargement…' })).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    renderTable({ list: listOf([], { data: undefined, isError: true, error: new Error("Une erreur s'est produite"), refetch }) });
    expect(screen.getByRole('alert').textContent).toContain("Une erreur s'est produite");
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(refetch).toHaveBeenCalled();
  });
});
