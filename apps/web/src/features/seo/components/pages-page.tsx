import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import { PAGE_PAGE_SIZE, type PageSummary } from '@hubgrade/domain/seo/schemas';
import Add from '@mui/icons-material/Add';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useSeoPages } from '../api/pages.ts';
import { NewPageDialog } from './new-page-dialog.tsx';
import { PAGE_COLUMNS } from './page-columns.tsx';
import { PAGES_PARAMS } from './pages-params.ts';

const L = SEO_LABELS.pages;
const pageRowId = (page: PageSummary) => String(page.id);
const STATE_OPTIONS = [
  ['true', L.publishedOnly],
  ['false', L.draftsOnly],
] as const;

/** /page-statique: the static pages of the public site, 25 a page, searched by title or slug. */
export function PagesPage() {
  const { params, update, control } = useListParams(PAGES_PARAMS);
  const pages = useSeoPages({ ...params, itemsPerPage: PAGE_PAGE_SIZE });
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const actions: RowAction<PageSummary>[] = [
    { label: L.open, icon: <OpenInNew fontSize="small" />, onClick: (page) => navigate(`/page-statique/${page.id}`) },
  ];

  return (
    <ListScreen
      title={L.title}
      intro={L.intro}
      columns={PAGE_COLUMNS}
      list={pages}
      getRowId={pageRowId}
      pageSize={PAGE_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.search}
      emptyText={L.empty}
      rowActions={actions}
      headerAction={
        <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
          {L.add}
        </Button>
      }
      toolbar={
        <SelectFilter
          label={L.fields.state}
          value={params.published}
          options={STATE_OPTIONS}
          allLabel={L.allStates}
          onChange={(published) => update({ published: published === 'true' || published === 'false' ? published : undefined })}
        />
      }
    >
      <NewPageDialog open={adding} onClose={() => setAdding(false)} />
    </ListScreen>
  );
}
