import { LABEL_LABELS as L } from '@hubgrade/domain/labels/labels';
import { LABEL_COLOUR_HEX, LABEL_COLOURS, LABEL_NAME_MAX, type LabelColour } from '@hubgrade/domain/labels/rules';
import type { Label } from '@hubgrade/domain/labels/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCreateLabel, usePatchLabel } from '../api/labels.ts';

/**
 * A new label or, given `label`, its new name and colour. `brand` is where a brandless super
 * admin creates it (the brand of the table's filter); a brand's staff create in theirs.
 * What was typed stays when the server refuses it (a name taken: 409), with its words shown.
 */
export function LabelFormDialog({ label, brand, onClose }: { label?: Label; brand?: number | null; onClose: () => void }) {
  const create = useCreateLabel();
  const patch = usePatchLabel();
  const { run } = useMutationFeedback();
  const [name, setName] = useState(label?.name ?? '');
  const [colour, setColour] = useState<LabelColour>(label?.colour ?? 'blue');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();

  const onError = (error: Error) => {
    setErrors(fieldErrors(error));
    setFailure(error.message);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (label) run(patch, { id: label.id, body: { name, colour } }, { success: L.done.saved, onSuccess: onClose, onError });
    else run(create, { name, colour, ...(brand === undefined ? {} : { brand }) }, { success: L.done.created, onSuccess: onClose, onError });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{label ? L.form.editTitle : L.form.createTitle}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ display: 'grid', gap: 2, '&&': { pt: 1 } }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            required
            autoFocus
            label={L.fields.name}
            value={name}
            error={Boolean(errors.name)}
            helperText={errors.name || undefined}
            slotProps={{ htmlInput: { maxLength: LABEL_NAME_MAX } }}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            select
            label={L.fields.colour}
            value={colour}
            error={Boolean(errors.colour)}
            helperText={errors.colour || undefined}
            onChange={(event) => setColour(event.target.value as LabelColour)}
          >
            {LABEL_COLOURS.map((c) => (
              <MenuItem key={c} value={c}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    display: 'inline-block',
                    width: 14,
                    height: 14,
                    borderRadius: '50%',
                    mr: 1,
                    bgcolor: LABEL_COLOUR_HEX[c],
                    border: 1,
                    borderColor: 'divider',
                    verticalAlign: 'middle',
                  }}
                />
                {L.colours[c]}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{L.actions.cancel}</Button>
          <Button type="submit" variant="contained" loading={create.isPending || patch.isPending}>
            {L.actions.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
