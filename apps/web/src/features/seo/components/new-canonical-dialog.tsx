import { zodResolver } from '@hookform/resolvers/zod';
import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import { type CanonicalBody, type CanonicalInput, ZCanonicalBody } from '@hubgrade/domain/seo/schemas';
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
import { FormSelectField } from '../../../ui/form-select-field.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { conflictMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCreateCanonicalPage } from '../api/pages.ts';

const L = SEO_LABELS.canonical;
const T = SEO_LABELS.blocks.fields;
const resolver = zodResolver(ZCanonicalBody);
const code = {
  format: (v: unknown) => (v === null || v === undefined ? '' : String(v)),
  parse: (v: string) => (v === '' ? null : Number(v)),
};

function NewCanonicalForm({ onClose }: { onClose: () => void }) {
  const create = useCreateCanonicalPage();
  const navigate = useNavigate();
  const { run } = useMutationFeedback();
  const { control, handleSubmit, setError } = useForm<CanonicalBody, unknown, CanonicalInput>({
    resolver,
    defaultValues: { city: '', shortName: '' },
    mode: 'onTouched',
  });
  const submit = handleSubmit((body) =>
    run(create, body, {
      success: SEO_LABELS.pages.done.created,
      error: conflictMessage,
      onError: (error) => {
        if (error instanceof ApiError) applyFieldErrors(error, setError, ['city', 'shortName', 'spaceType', 'renterType']);
      },
      onSuccess: (page) => navigate(`/page-statique/${page.id}`),
    }),
  );
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ '&&': { pt: 1 }, display: 'grid', gap: 2 }}>
        <FormTextField control={control} name="city" label={L.fields.city} required autoFocus />
        <FormTextField control={control} name="shortName" label={L.fields.shortName} required helperText={L.fields.shortNameHelp} />
        <FormSelectField control={control} name="spaceType" label={L.fields.spaceType} required {...code}>
          {Object.entries(T.spaceTypeNames).map(([value, name]) => (
            <MenuItem key={value} value={value}>
              {name}
            </MenuItem>
          ))}
        </FormSelectField>
        <FormSelectField control={control} name="renterType" label={L.fields.renterType} required {...code}>
          {Object.entries(T.renterTypeNames).map(([value, name]) => (
            <MenuItem key={value} value={value}>
              {name}
            </MenuItem>
          ))}
        </FormSelectField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{SEO_LABELS.pages.cancel}</Button>
        <Button type="submit" variant="contained" loading={create.isPending}>
          {L.create}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** A new canonical page: its city, short name and types; its title and address are made from them. */
export function NewCanonicalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.add}</DialogTitle>
      {open && <NewCanonicalForm onClose={onClose} />}
    </Dialog>
  );
}
