import { LEGAL_LABELS as L } from '@hubgrade/domain/legal/labels';
import type { LegalPageKind } from '@hubgrade/domain/legal/rules';
import type { LegalPage } from '@hubgrade/domain/legal/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { FormRichTextField } from '../../../ui/rich-text/form-rich-text-field.tsx';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useSaveLegalPage } from '../api/legal.ts';
import { LegalVersionsDialog } from './legal-versions-dialog.tsx';

interface Props {
  kind: LegalPageKind;
  brandId: number;
  page: LegalPage;
}

/** The page's text in the shared rich-text editor, saved as a new version; the versions dialog beside it. */
export function LegalEditor({ kind, brandId, page }: Props) {
  const form = useForm<{ content: string }>({ defaultValues: { content: page.content } });
  const save = useSaveLegalPage(kind, brandId);
  const { run, dialog } = useMutationFeedback();
  const snackbar = useSnackbar();
  const [versionsOpen, setVersionsOpen] = useState(false);

  const submit = form.handleSubmit(({ content }) =>
    run(save, content, {
      success: L.saved,
      onSuccess: (saved) => form.reset({ content: saved.content }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) applyFieldErrors(error, form.setError, ['content']);
      },
    }),
  );

  const takeUp = (content: string) => {
    form.setValue('content', content, { shouldDirty: true });
    setVersionsOpen(false);
    snackbar.show(L.takenUp, { severity: 'info', duration: 4000 });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <FormRichTextField control={form.control} name="content" label={L.content} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {L.save}
        </Button>
        <Button variant="outlined" onClick={() => setVersionsOpen(true)}>
          {L.versions}
        </Button>
        {page.updatedAt && (
          <Typography variant="body2" color="textSecondary">
            {L.updatedAt(formatDateTime(page.updatedAt))}
          </Typography>
        )}
      </Box>
      <LegalVersionsDialog kind={kind} brandId={brandId} open={versionsOpen} onClose={() => setVersionsOpen(false)} onTakeUp={takeUp} />
      {dialog}
    </Box>
  );
}
