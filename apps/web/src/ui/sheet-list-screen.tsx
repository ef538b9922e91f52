import Add from '@mui/icons-material/Add';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RowAction } from './data-table/row-actions-menu.tsx';
import { ListScreen, type ListScreenProps } from './list-screen.tsx';

/** The screen's words: its heading, its search box and empty table, the add button and the row menu's entry. */
export interface SheetListLabels {
  title: string;
  intro: string;
  search: string;
  empty: string;
  add: string;
  openSheet: string;
}

export interface SheetListScreenProps<T extends { id: number }>
  extends Omit<
    ListScreenProps<T>,
    'title' | 'intro' | 'searchLabel' | 'emptyText' | 'getRowId' | 'rowActions' | 'headerAction' | 'children'
  > {
  labels: SheetListLabels;
  /** The sheets' path: a row opens `${sheetPath}/${id}`. */
  sheetPath: string;
  /** Whether the user may add a record (false: no add button). */
  canAdd?: boolean;
  /** The creation dialog, opened by the add button. */
  addDialog: (open: boolean, onClose: () => void) => ReactNode;
}

const rowId = (row: { id: number }) => String(row.id);

/**
 * A list screen whose rows each open their record's sheet, with the add button beside the title
 * and its creation dialog: the frame the lists of records with a sheet share.
 */
export function SheetListScreen<T extends { id: number }>({
  labels,
  sheetPath,
  canAdd = true,
  addDialog,
  ...screen
}: SheetListScreenProps<T>) {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const actions: RowAction<T>[] = [
    { label: labels.openSheet, icon: <OpenInNew fontSize="small" />, onClick: (row) => navigate(`${sheetPath}/${row.id}`) },
  ];
  return (
    <ListScreen
      {...screen}
      title={labels.title}
      intro={labels.intro}
      searchLabel={labels.search}
      emptyText={labels.empty}
      getRowId={rowId}
      rowActions={actions}
      headerAction={
        canAdd ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            {labels.add}
          </Button>
        ) : undefined
      }
    >
      {addDialog(adding, () => setAdding(false))}
    </ListScreen>
  );
}
