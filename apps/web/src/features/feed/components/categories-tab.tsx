import { FEED_LABELS as L } from '@hubgrade/domain/feed/labels';
import { FEED_CATEGORY_PAGE_SIZE } from '@hubgrade/domain/feed/rules';
import type { FeedCategory } from '@hubgrade/domain/feed/schemas';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { type FormEvent, useState } from 'react';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { fieldRefusal, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useDeleteCategory, useFeedCategories, useSaveCategory } from '../api/feed.ts';
import { CATEGORY_COLUMNS } from './category-columns.tsx';
import { CategoryDialog } from './category-dialog.tsx';
import { CategoryFields, canSave } from './category-form.tsx';
import { CATEGORY_PARAMS } from './feed-params.ts';

const rowId = (c: FeedCategory) => String(c.id);
const EMPTY = { title: '', isEvent: false };

/** The create form above the table (§2.19): the button waits for a name; the form empties once created. */
function CreateCategory() {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCategory();
  const { run } = useMutationFeedback();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave(values)) return;
    run(
      save,
      { id: null, ...values },
      { success: L.categories.done.created, preset: 'feed', onSuccess: () => setValues(EMPTY), onError: (e) => setError(fieldRefusal(e)) },
    );
  };
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <CategoryFields
        values={values}
        onChange={(next) => {
          setValues(next);
          setError(null);
        }}
        error={error}
      />
      <Button type="submit" variant="contained" startIcon={<Add />} disabled={!canSave(values) || save.isPending}>
        {L.categories.create}
      </Button>
    </Paper>
  );
}

/** /actualites?onglet=categories: the feed's categories (§2.19), 20 a page, id descending. */
export function CategoriesTab() {
  const { params, update, control } = useListParams(CATEGORY_PARAMS);
  const categories = useFeedCategories({
    page: params.page,
    sortBy: params.sortBy,
    sortDesc: params.sortDesc,
    search: params.search,
    itemsPerPage: FEED_CATEGORY_PAGE_SIZE,
  });
  const [editing, setEditing] = useState<FeedCategory | null>(null);
  const { run, dialog } = useMutationFeedback();
  const remove = useDeleteCategory();
  const actions: RowAction<FeedCategory>[] = [
    { label: L.categories.edit, icon: <Edit fontSize="small" />, onClick: setEditing },
    {
      label: L.categories.delete,
      icon: <Delete fontSize="small" />,
      destructive: true,
      onClick: (c) =>
        run(remove, c.id, {
          confirm: { title: L.categories.deleteTitle, message: L.categories.deleteConfirm, confirmLabel: L.confirm, destructive: true },
          success: L.categories.done.deleted,
          preset: 'feed',
        }),
    },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ListScreen
        title={L.categories.title}
        intro={L.categories.intro}
        columns={CATEGORY_COLUMNS}
        list={categories}
        getRowId={rowId}
        pageSize={FEED_CATEGORY_PAGE_SIZE}
        view={{ params, update, control }}
        searchLabel={L.filters.search}
        emptyText={L.categories.empty}
        rowActions={actions}
        headerAction={<CreateCategory />}
      >
        <CategoryDialog category={editing} onClose={() => setEditing(null)} />
        {dialog}
      </ListScreen>
    </Box>
  );
}
