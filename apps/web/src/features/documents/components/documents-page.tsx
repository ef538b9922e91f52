import { isAdmin } from '@hubgrade/domain/auth/roles';
import { DOCUMENT_LABELS as L } from '@hubgrade/domain/documents/labels';
import { DOCUMENT_AUDIENCES, DOCUMENT_PAGE_SIZE } from '@hubgrade/domain/documents/rules';
import type { DocumentRow } from '@hubgrade/domain/documents/schemas';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/session.ts';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useDocuments } from '../api/documents.ts';
import { DOCUMENT_COLUMNS } from './document-columns.tsx';
import { DocumentFormDialog } from './document-form-dialog.tsx';
import { DOCUMENTS_PARAMS } from './documents-params.ts';

const rowId = (d: DocumentRow) => String(d.id);

/** /documents: the library for staff (add, filter by audience), a member's own documents otherwise. */
export function DocumentsPage() {
  const { params, update, control } = useListParams(DOCUMENTS_PARAMS);
  const staff = isAdmin(useCurrentUser().data?.roles ?? []);
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const documents = useDocuments({
    page: params.page,
    sortBy: params.sortBy,
    sortDesc: params.sortDesc,
    itemsPerPage: DOCUMENT_PAGE_SIZE,
    search: params.search,
    audience: params.audience,
  });
  return (
    <ListScreen
      title={L.title}
      intro={staff ? L.intro : L.memberIntro}
      columns={DOCUMENT_COLUMNS}
      list={documents}
      getRowId={rowId}
      pageSize={DOCUMENT_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.fields.search}
      emptyText={L.empty}
      headerAction={
        staff ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            {L.actions.create}
          </Button>
        ) : undefined
      }
      toolbar={
        staff ? (
          <SelectFilter
            label={L.fields.audience}
            value={params.audience}
            options={DOCUMENT_AUDIENCES.map((a) => [a, L.audiences[a]] as const)}
            allLabel={L.filters.allAudiences}
            minWidth={200}
            onChange={(audience) => update({ audience: audience as DocumentRow['share']['audience'] | undefined })}
          />
        ) : undefined
      }
    >
      {adding && <DocumentFormDialog onClose={() => setAdding(false)} onCreated={(d) => navigate(`/documents/${d.id}`)} />}
    </ListScreen>
  );
}
