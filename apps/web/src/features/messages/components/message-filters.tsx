import { MESSAGE_LABELS as L, MESSAGE_STATE_LABELS } from '@hubgrade/domain/messages/labels';
import { MESSAGE_STATES } from '@hubgrade/domain/messages/rules';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

type StateParam = '1' | '2' | '3' | '4';

/** The state filter of the messages table; `state=1` is the moderation queue. */
export function StateFilter({ value, onChange }: { value: StateParam | undefined; onChange: (value: StateParam | undefined) => void }) {
  return (
    <TextField
      select
      size="small"
      label={L.filters.state}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as StateParam | undefined)}
      sx={{ minWidth: 170 }}
    >
      <MenuItem value="">{L.filters.allStates}</MenuItem>
      {MESSAGE_STATES.map((state) => (
        <MenuItem key={state} value={String(state)}>
          {MESSAGE_STATE_LABELS[state]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Archived conversations, active ones, or both. */
export function ArchivedFilter({ value, onChange }: { value: boolean | undefined; onChange: (value: boolean | undefined) => void }) {
  return (
    <TextField
      select
      size="small"
      label={L.filters.archived}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value === 'true')}
      sx={{ minWidth: 170 }}
    >
      <MenuItem value="">{L.filters.all}</MenuItem>
      <MenuItem value="false">{L.filters.activeOnly}</MenuItem>
      <MenuItem value="true">{L.filters.archivedOnly}</MenuItem>
    </TextField>
  );
}
