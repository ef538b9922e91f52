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
import { useCanonicalPages } from '../api/pages.ts';
import { CANONICAL_COLUMNS } from './canonical-columns.tsx';
import { NewCanonicalDialog } from './new-canonical-dialog.tsx';
import { PAGES_PARAMS } from './pages-params.ts';

const L = SEO_LABELS.canonical;
const P = SEO_LABELS.pages;
const pageRowId = (page: PageSummary) => String(page.id);
const STATE_OPTIONS = [
  ['true', P.publishedOnly],
  ['false', P.draftsOnly],
] as const;

/** /pages-canoniques: the search-engine landing pages, one per city × space type × renter type; each opens the page sheet. */
export function CanonicalPagesPage() {
  const { params, update, control } = useListParams(PAGES_PARAMS);
  const pages = useCanonicalPages({ ...params, itemsPerPage: PAGE_PAGE_SIZE });
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const actions: RowAction<PageSummary>[] = [
    { label: P.open, icon: <OpenInNew fontSize="small" />, onClick: (page) => navigate(`/page-statique/${page.id}`) },
  ];
  return (
    <ListScreen
      title={L.title}
      intro={L.intro}
      columns={CANONICAL_COLUMNS}
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
          label={P.fields.state}
          value={params.published}
          options={STATE_OPTIONS}
          allLabel={P.allStates}
          onChange={(published) => update({ published: published === 'true' || published === 'false' ? published : undefined })}
        />
      }
    >
      <NewCanonicalDialog open={adding} onClose={() => setAdding(false)} />
    </ListScreen>
  );
}
