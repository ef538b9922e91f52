import { zodResolver } from '@hookform/resolvers/zod';
import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import { type PageBody, type PageInput, ZPageBody } from '@hubgrade/domain/seo/schemas';
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
import { useSavePage } from '../api/pages.ts';

const L = SEO_LABELS.pages;
const resolver = zodResolver(ZPageBody);

function NewPageForm({ onClose }: { onClose: () => void }) {
  const save = useSavePage();
  const navigate = useNavigate();
  const { run } = useMutationFeedback();
  const { control, handleSubmit, setError } = useForm<PageBody, unknown, PageInput>({
    resolver,
    defaultValues: { title: '', slug: '' },
    mode: 'onTouched',
  });
  const submit = handleSubmit((body) =>
    run(
      save,
      { id: null, body },
      {
        success: L.done.created,
        onError: (error) => {
          if (error instanceof ApiError) applyFieldErrors(error, setError, ['title', 'slug']);
        },
        onSuccess: (page) => navigate(`/page-statique/${page.id}`),
      },
    ),
  );
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ '&&': { pt: 1 }, display: 'grid', gap: 2 }}>
        <FormTextField control={control} name="title" label={L.fields.title} required autoFocus />
        <FormTextField control={control} name="slug" label={L.fields.slug} required helperText={L.slugHelp} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{L.cancel}</Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {L.create}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** A new static page: its title and slug, then its sheet to compose it. */
export function NewPageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.addTitle}</DialogTitle>
      {open && <NewPageForm onClose={onClose} />}
    </Dialog>
  );
}
