import { SALES_STAFF_LABELS as S } from '@hubgrade/domain/companies/labels';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { useAssignCommercial, useCommercials } from '../api/commercials.ts';

export interface AssignTarget {
  /** null: the contract is chosen by its number in the dialog. */
  contractId: number | null;
  commercialId: number | null;
}

/**
 * Chooses the salesperson of a contract among the viewer's salespeople (or none). The API keeps
 * to those of the contract's own brand and says so on the field otherwise.
 */
export function AssignCommercialDialog({ target, onClose }: { target: AssignTarget | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={target !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      {target && <AssignForm key={target.contractId ?? 'new'} titleId={titleId} target={target} onClose={onClose} />}
    </Dialog>
  );
}

const NONE = 'none';

function AssignForm({ titleId, target, onClose }: { titleId: string; target: AssignTarget; onClose: () => void }) {
  const commercials = useCommercials({ page: 1, itemsPerPage: 100, sortBy: 'lastName', sortDesc: false });
  const assign = useAssignCommercial();
  const snackbar = useSnackbar();
  const [value, setValue] = useState(target.commercialId === null ? NONE : String(target.commercialId));
  const [error, setError] = useState<string | null>(null);
  const [contractText, setContractText] = useState('');
  const [contractError, setContractError] = useState<string | null>(null);
  const options = commercials.data?.items ?? [];
  const contractId = target.contractId ?? (/^\d{1,9}$/.test(contractText.trim()) ? Number(contractText.trim()) : null);
  const save = () => {
    if (contractId === null) return setContractError(S.contractNotFound);
    assign.mutate(
      { contractId, commercialId: value === NONE ? null : Number(value) },
      {
        onSuccess: () => {
          snackbar.success({ message: value === NONE ? S.unassigned(contractId) : S.assigned(contractId) });
          onClose();
        },
        onError: (failure) => {
          if (target.contractId === null && failure instanceof ApiError && failure.message === S.contractNotFound) {
            return setContractError(failure.message);
          }
          const field = failure instanceof ApiError ? failure.errors.commercialId?.[0] : undefined;
          setError(field ?? failure.message);
        },
      },
    );
  };
  return (
    <>
      <DialogTitle id={titleId}>{target.contractId === null ? S.assignContract : S.assignTitle(target.contractId)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, '&&': { pt: 1 } }}>
        {target.contractId === null && (
          <TextField
            label={S.contractNumber}
            value={contractText}
            required
            autoFocus
            onChange={(event) => {
              setContractText(event.target.value);
              setContractError(null);
            }}
            error={contractError !== null}
            helperText={contractError ?? undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        )}
        <TextField
          select
          fullWidth
          label={S.commercial}
          value={options.length > 0 || value === NONE ? value : ''}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? (commercials.isError ? commercials.error.message : undefined)}
          disabled={commercials.isPending}
        >
          <MenuItem value={NONE}>{S.noCommercial}</MenuItem>
          {options.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.firstName} {c.lastName}
              {c.brandName ? ` — ${c.brandName}` : ''}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{S.cancel}</Button>
        <Button variant="contained" onClick={save} loading={assign.isPending}>
          {S.save}
        </Button>
      </DialogActions>
    </>
  );
}
