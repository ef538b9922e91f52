import { SNACKBAR_LABELS } from '@hubgrade/domain/common/errors';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { KEY_LABELS as L } from '@hubgrade/domain/keys/labels';
import type { KeyMemberOption } from '@hubgrade/domain/keys/schemas';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { useAssignKey, useKeyMemberOptions } from '../api/key-assignments.ts';

const A = L.assignment;

const memberLabel = (m: KeyMemberOption) => `${m.firstName} ${m.lastName} — ${m.email}`;

function AssignForm({ tariffId, onClose }: { tariffId: number; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const options = useKeyMemberOptions(tariffId, deferred, true);
  const [member, setMember] = useState<KeyMemberOption | null>(null);
  const [label, setLabel] = useState('');
  const [assignedAt, setAssignedAt] = useState(parisDay());
  const [labelTouched, setLabelTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const assign = useAssignKey(tariffId);
  const snackbar = useSnackbar();
  const valid = member !== null && label.trim() !== '' && assignedAt !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!member || !valid) return;
    assign.mutate(
      { user: member.id, label: label.trim(), assignedAt },
      {
        onSuccess: () => {
          snackbar.success({ message: L.done.assigned });
          onClose();
        },
        onError: (e) => setError(e instanceof ApiError ? e.message : SNACKBAR_LABELS.error),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ display: 'grid', gap: 2, '&&': { pt: 1 } }}>
        {error && (
          <Alert severity="error" data-testid="key-assign-error">
            {error}
          </Alert>
        )}
        <Autocomplete
          options={options.data ?? []}
          value={member}
          onChange={(_event, value) => {
            setMember(value);
            setError(null);
          }}
          inputValue={search}
          onInputChange={(_event, value) => setSearch(value)}
          // The server searches; the list shown is its answer as it is.
          filterOptions={(list) => list}
          getOptionLabel={memberLabel}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={options.isFetching}
          noOptionsText={A.noMember}
          renderInput={(params) => <TextField {...params} required label={A.member} placeholder={A.memberSearch} />}
        />
        <TextField
          required
          label={A.label}
          value={label}
          onChange={(event) => {
            setLabel(event.target.value);
            setError(null);
          }}
          onBlur={() => setLabelTouched(true)}
          error={labelTouched && label.trim() === ''}
          helperText={labelTouched && label.trim() === '' ? L.required : undefined}
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
        <TextField
          required
          type="date"
          label={A.assignedAt}
          value={assignedAt}
          onChange={(event) => setAssignedAt(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.cancel}</Button>
        <Button type="submit" variant="contained" disabled={!valid || assign.isPending}>
          {L.save}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Hands one key or badge of the tariff to a member of the site's brand. */
export function AssignDialog({ tariffId, open, onClose }: { tariffId: number; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth slotProps={{ paper: { sx: { maxWidth: 600 } } }} aria-labelledby="key-assign-title">
      <DialogTitle id="key-assign-title">{A.assign}</DialogTitle>
      {open && <AssignForm tariffId={tariffId} onClose={onClose} />}
    </Dialog>
  );
}
