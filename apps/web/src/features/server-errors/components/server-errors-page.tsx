import { isSuperAdmin } from '@hubgrade/domain/auth/roles';
import { SERVER_ERROR_LABELS as L } from '@hubgrade/domain/server-errors/labels';
import { SERVER_ERROR_METHODS, SERVER_ERROR_PAGE_SIZE, type ServerErrorMethod } from '@hubgrade/domain/server-errors/rules';
import type { ServerError } from '@hubgrade/domain/server-errors/schemas';
import DeleteSweep from '@mui/icons-material/DeleteSweep';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useCurrentUser } from '../../../lib/session.ts';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { usePurgeServerErrors, useServerErrors } from '../api/server-errors.ts';
import { SERVER_ERROR_COLUMNS } from './server-error-columns.tsx';
import { ServerErrorDetail } from './server-error-detail.tsx';
import { SERVER_ERRORS_PARAMS } from './server-errors-params.ts';

const rowId = (e: ServerError) => String(e.id);
const METHOD_OPTIONS = SERVER_ERROR_METHODS.map((m) => [m, m] as const);

/** /erreur-db: the 500s the API recorded, newest first; the super admin purges them. */
export function ServerErrorsPage() {
  const { params, update, control } = useListParams(SERVER_ERRORS_PARAMS);
  const errors = useServerErrors({
    page: params.page,
    sortBy: params.sortBy,
    sortDesc: params.sortDesc,
    itemsPerPage: SERVER_ERROR_PAGE_SIZE,
    search: params.search,
    method: params.method,
    from: params.from,
    to: params.to,
  });
  const me = useCurrentUser();
  const purge = usePurgeServerErrors();
  const { run, dialog } = useMutationFeedback();
  const canPurge = me.data ? isSuperAdmin(me.data.roles) : false;
  return (
    <ListScreen
      title={L.title}
      intro={L.intro}
      columns={SERVER_ERROR_COLUMNS}
      list={errors}
      getRowId={rowId}
      pageSize={SERVER_ERROR_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={`${L.fields.route}, ${L.fields.message.toLowerCase()}`}
      emptyText={L.empty}
      renderExpanded={(error) => <ServerErrorDetail error={error} />}
      headerAction={
        canPurge ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteSweep />}
            disabled={purge.isPending || !errors.data?.total}
            onClick={() =>
              run(purge, undefined, {
                confirm: { title: L.purgeTitle, message: L.purgeConfirm, confirmLabel: L.purge, destructive: true },
                success: (answer) => L.purged(answer.deleted),
              })
            }
          >
            {L.purge}
          </Button>
        ) : null
      }
      toolbar={
        <>
          <SelectFilter
            label={L.fields.method}
            value={params.method}
            options={METHOD_OPTIONS}
            allLabel={L.allMethods}
            minWidth={130}
            onChange={(method) => update({ method: method as ServerErrorMethod | undefined })}
          />
          <TextField
            type="date"
            size="small"
            label={L.fields.from}
            value={params.from ?? ''}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(event) => update({ from: event.target.value || undefined })}
          />
          <TextField
            type="date"
            size="small"
            label={L.fields.to}
            value={params.to ?? ''}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(event) => update({ to: event.target.value || undefined })}
          />
        </>
      }
    >
      {dialog}
    </ListScreen>
  );
}
