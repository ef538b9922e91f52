import Box from '@mui/material/Box';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table/data-table.tsx';
import { DataTableSearch } from './data-table/data-table-search.tsx';
import type { ListControl } from './data-table/list-control.ts';
import type { UpdateOptions } from './data-table/use-list-params.ts';
import { PageHeader } from './page-header.tsx';

/** What `useListParams` reads from the address: the screen's search text lives there too. */
export interface ListView {
  params: { search?: string };
  update: (patch: { search?: string }, options?: UpdateOptions) => void;
  control: ListControl;
}

export interface ListScreenProps<T extends RowData> extends Omit<DataTableProps<T>, 'label' | 'control'> {
  /** The page's h1, also the table's accessible name unless `label` says otherwise. */
  title: string;
  intro: string;
  label?: string;
  view: ListView;
  searchLabel: string;
  /** The screen's filters and buttons, after the search box. */
  toolbar?: ReactNode;
  /** The screen's own button beside the title (a creation, an assignment). */
  headerAction?: ReactNode;
  /** The screen's dialogs, mounted after the table. */
  children?: ReactNode;
}

/**
 * The frame every list screen shares: its heading, then the server-side table with the toolbar,
 * row menu and details the screen gives it. The screen keeps its list call, its filters read from
 * the address and its dialogs.
 */
export function ListScreen<T extends RowData>({
  title,
  intro,
  label,
  view,
  searchLabel,
  toolbar,
  headerAction,
  children,
  ...table
}: ListScreenProps<T>) {
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      {headerAction ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
          <PageHeader title={title} intro={intro} />
          {headerAction}
        </Box>
      ) : (
        <PageHeader title={title} intro={intro} />
      )}
      <DataTable
        label={label ?? title}
        control={view.control}
        toolbar={
          <>
            <DataTableSearch
              value={view.params.search}
              onChange={(search) => view.update({ search }, { replace: true })}
              label={searchLabel}
            />
            {toolbar}
          </>
        }
        {...table}
      />
      {children}
    </Box>
  );
}
