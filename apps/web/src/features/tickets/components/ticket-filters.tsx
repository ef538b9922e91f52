import { TICKET_LABELS as L } from '@hubgrade/domain/tickets/labels';
import TextField from '@mui/material/TextField';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useTicketOptions } from '../api/tickets.ts';
import { PRIORITY_KEYS } from './tickets-params.ts';

export interface TicketFilterValues {
  espace?: number;
  assignee?: string;
  priority?: (typeof PRIORITY_KEYS)[number];
  from?: string;
  to?: string;
}

/** Site, assignee (the desk only), priority and report dates: the filters the board and the table share. */
export function TicketFilters({ value, onChange }: { value: TicketFilterValues; onChange: (patch: TicketFilterValues) => void }) {
  const options = useTicketOptions().data;
  const desk = (options?.assignees.length ?? 0) > 0;
  return (
    <>
      <SelectFilter
        label={L.fields.espace}
        value={value.espace === undefined ? undefined : String(value.espace)}
        options={(options?.espaces ?? []).map((s) => [String(s.id), s.name] as const)}
        allLabel={L.filters.allSites}
        minWidth={200}
        onChange={(espace) => onChange({ espace: espace ? Number(espace) : undefined })}
      />
      {desk && (
        <SelectFilter
          label={L.fields.assignee}
          value={value.assignee}
          options={[
            ['none', L.filters.unassigned] as const,
            ...(options?.assignees ?? []).map((p) => [String(p.id), `${p.firstName} ${p.lastName}`] as const),
          ]}
          allLabel={L.filters.allAssignees}
          minWidth={200}
          onChange={(assignee) => onChange({ assignee })}
        />
      )}
      <SelectFilter
        label={L.fields.priority}
        value={value.priority}
        options={PRIORITY_KEYS.map((p) => [p, L.priorities[Number(p) as 1 | 2 | 3 | 4]] as const)}
        allLabel={L.filters.allPriorities}
        minWidth={160}
        onChange={(priority) => onChange({ priority: priority as TicketFilterValues['priority'] })}
      />
      <TextField
        type="date"
        size="small"
        label={L.fields.from}
        value={value.from ?? ''}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => onChange({ from: event.target.value || undefined })}
      />
      <TextField
        type="date"
        size="small"
        label={L.fields.to}
        value={value.to ?? ''}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => onChange({ to: event.target.value || undefined })}
      />
    </>
  );
}
