import { SPACE_LABELS as L } from '@hubgrade/domain/spaces/labels';
import type { Space, SpaceBody } from '@hubgrade/domain/spaces/site-schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCreateSite, usePatchSite } from '../api/sites.ts';
import { OpeningHoursField } from './opening-hours-field.tsx';
import { emptySiteForm, SITE_FORM_FIELDS, type SiteForm, siteFormOf, siteResolver } from './site-form.ts';

const F = L.fields;
const full = { gridColumn: '1 / -1' };

function SiteFormBody({
  initial,
  editing,
  pending,
  onClose,
  onSubmit,
}: {
  initial: SiteForm;
  editing: boolean;
  pending: boolean;
  onClose: () => void;
  onSubmit: (body: SpaceBody, showErrors: (error: Error) => void) => void;
}) {
  const { control, handleSubmit, setError, formState } = useForm<SiteForm, unknown, SpaceBody>({
    resolver: siteResolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const showErrors = (error: Error) => {
    if (error instanceof ApiError) applyFieldErrors(error, setError, SITE_FORM_FIELDS);
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit((body) => onSubmit(body, showErrors))}>
      <DialogContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, '&&': { pt: 1 } }}>
        <FormTextField control={control} name="name" label={F.name} required sx={full} />
        <FormTextField control={control} name="address" label={F.address} required sx={full} />
        <FormTextField
          control={control}
          name="zipcode"
          label={F.zipcode}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
        <FormTextField control={control} name="city" label={F.city} required />
        <OpeningHoursField control={control} />
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

/** "Ajouter un espace": created in the caller's brand; its sheet opens once it is made. */
export function SiteCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateSite();
  const { run } = useMutationFeedback();
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.add}</DialogTitle>
      {open && (
        <SiteFormBody
          initial={emptySiteForm()}
          editing={false}
          pending={create.isPending}
          onClose={onClose}
          onSubmit={(body, showErrors) =>
            run(create, body, { success: L.done.created, onError: showErrors, onSuccess: (site) => navigate(`/espace/${site.id}`) })
          }
        />
      )}
    </Dialog>
  );
}

/** "Modifier" on the sheet: the whole form is sent, the brand never changes. */
export function SiteEditDialog({ site, open, onClose }: { site: Space; open: boolean; onClose: () => void }) {
  const patch = usePatchSite(site.id);
  const { run } = useMutationFeedback();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.editTitle}</DialogTitle>
      {open && (
        <SiteFormBody
          initial={siteFormOf(site)}
          editing
          pending={patch.isPending}
          onClose={onClose}
          onSubmit={({ brand: _brand, ...body }, showErrors) =>
            run(patch, body, { success: L.done.saved, onError: showErrors, onSuccess: onClose })
          }
        />
      )}
    </Dialog>
  );
}
