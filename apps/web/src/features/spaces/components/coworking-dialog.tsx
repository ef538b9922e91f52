import type { CoworkingSpace, CoworkingSpaceBody } from '@hubgrade/domain/spaces/coworking-schemas';
import { COWORKING_LABELS as L } from '@hubgrade/domain/spaces/labels';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { FormColorField } from '../../../ui/form-color-field.tsx';
import { FormMoneyField } from '../../../ui/form-money-field.tsx';
import { FormSelectField } from '../../../ui/form-select-field.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCreateCoworkingSpace, usePatchCoworkingSpace } from '../api/coworking.ts';
import { useSiteChoices } from '../api/sites.ts';
import { COWORKING_FORM_FIELDS, type CoworkingForm, coworkingFormOf, coworkingResolver, emptyCoworkingForm } from './coworking-form.ts';

const F = L.fields;
const full = { gridColumn: '1 / -1' };
const numeric = { htmlInput: { inputMode: 'numeric' as const } };

function CoworkingFormBody({
  initial,
  editing,
  pending,
  onClose,
  onSubmit,
}: {
  initial: CoworkingForm;
  editing: boolean;
  pending: boolean;
  onClose: () => void;
  onSubmit: (body: CoworkingSpaceBody, showErrors: (error: Error) => void) => void;
}) {
  const sites = useSiteChoices();
  const { control, handleSubmit, setError, formState } = useForm<CoworkingForm, unknown, CoworkingSpaceBody>({
    resolver: coworkingResolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const showErrors = (error: Error) => {
    if (error instanceof ApiError) applyFieldErrors(error, setError, COWORKING_FORM_FIELDS);
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit((body) => onSubmit(body, showErrors))}>
      <DialogContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, '&&': { pt: 1 } }}>
        <FormTextField control={control} name="name" label={F.name} required sx={full} />
        <FormSelectField control={control} name="espace" label={F.espace} required sx={full}>
          {(sites.data ?? []).map((site) => (
            <MenuItem key={site.id} value={String(site.id)}>
              {site.name}
            </MenuItem>
          ))}
        </FormSelectField>
        <FormColorField control={control} name="color" label={F.color} required />
        <FormMoneyField control={control} name="dailyPrice" label={F.dailyPrice} helperText={L.free} />
        <FormTextField control={control} name="contractCapacity" label={F.contractCapacity} required slotProps={numeric} />
        <FormTextField control={control} name="reservationCapacity" label={F.reservationCapacity} required slotProps={numeric} />
        <FormTextField control={control} name="openingHour" label={F.openingHour} required type="time" />
        <FormTextField control={control} name="closingHour" label={F.closingHour} required type="time" />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{L.cancel}</Button>
        <Button type="submit" variant="contained" loading={pending} disabled={editing && !formState.isDirty}>
          {L.save}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** "Ajouter un espace de coworking": its sheet opens once it is made. */
export function CoworkingCreateDialog({ open, espace, onClose }: { open: boolean; espace?: number; onClose: () => void }) {
  const create = useCreateCoworkingSpace();
  const { run } = useMutationFeedback();
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.add}</DialogTitle>
      {open && (
        <CoworkingFormBody
          initial={emptyCoworkingForm(espace)}
          editing={false}
          pending={create.isPending}
          onClose={onClose}
          onSubmit={(body, showErrors) =>
            run(create, body, { success: L.done.created, onError: showErrors, onSuccess: (space) => navigate(`/coworking/${space.id}`) })
          }
        />
      )}
    </Dialog>
  );
}

/** "Modifier" on the sheet. */
export function CoworkingEditDialog({ space, open, onClose }: { space: CoworkingSpace; open: boolean; onClose: () => void }) {
  const patch = usePatchCoworkingSpace(space.id);
  const { run } = useMutationFeedback();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.editTitle}</DialogTitle>
      {open && (
        <CoworkingFormBody
          initial={coworkingFormOf(space)}
          editing
          pending={patch.isPending}
          onClose={onClose}
          onSubmit={(body, showErrors) => run(patch, body, { success: L.done.saved, onError: showErrors, onSuccess: onClose })}
        />
      )}
    </Dialog>
  );
}
