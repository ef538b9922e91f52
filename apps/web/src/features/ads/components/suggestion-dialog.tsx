import { zodResolver } from '@hookform/resolvers/zod';
import { type SuggestionForm, toSuggestionBody, ZSuggestionForm } from '@hubgrade/domain/ads/forms';
import { AD_LABELS as L, SUGGESTION_LABELS as S } from '@hubgrade/domain/ads/labels';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { standardError, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useSendSuggestion } from '../api/suggestions.ts';

const resolver = zodResolver(ZSuggestionForm) as unknown as Resolver<SuggestionForm>;
const EMPTY_AD = { id: '', message: '' };

/** The API's paths (`suggest.ads.0.id`) as the form's field names (`ads.0.id`). */
function fieldOf(path: string): string | null {
  return path.startsWith('suggest.') ? path.slice('suggest.'.length) : null;
}

/**
 * The suggestion dialog (members-bookings-feed §2.5, §5): an introduction and ads, each an id and
 * a message; Envoyer stays disabled until every field is valid.
 */
export function SuggestionDialog({ open, onClose, user }: { open: boolean; onClose: () => void; user?: string }) {
  const titleId = useId();
  const { run } = useMutationFeedback();
  const send = useSendSuggestion();
  const { control, handleSubmit, setError, formState } = useForm<SuggestionForm>({
    resolver,
    defaultValues: { user: user ?? '', intro: '', ads: [EMPTY_AD] },
    mode: 'onChange',
  });
  const ads = useFieldArray({ control, name: 'ads' });

  const submit = handleSubmit((values) => {
    run(send, toSuggestionBody(values), {
      onSuccess: onClose,
      success: S.sent,
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const [path, messages] of Object.entries(error.errors)) {
            const field = fieldOf(path);
            if (field && messages[0]) setError(field as 'intro', { type: 'server', message: messages[0] });
          }
        }
      },
      error: standardError,
    });
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth slotProps={{ paper: { sx: { maxWidth: 800 } } }}>
      <DialogTitle id={titleId}>{S.dialogTitle}</DialogTitle>
      <DialogContent>
        <Box component="form" id={`${titleId}-form`} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <FormTextField control={control} name="user" label={S.fields.user} placeholder={S.userPlaceholder} required />
          <FormTextField control={control} name="intro" label={S.fields.intro} required multiline minRows={3} />
          {ads.fields.map((field, index) => (
            <Box
              key={field.id}
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr auto' }, gap: 1, alignItems: 'start' }}
            >
              <FormTextField
                control={control}
                name={`ads.${index}.id`}
                label={S.fields.adId}
                required
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <FormTextField control={control} name={`ads.${index}.message`} label={S.fields.message} required />
              <IconButton aria-label={S.removeAd} onClick={() => ads.remove(index)} disabled={ads.fields.length === 1} sx={{ mt: 1 }}>
                <DeleteOutlined />
              </IconButton>
            </Box>
          ))}
          <Box>
            <Button startIcon={<Add />} onClick={() => ads.append(EMPTY_AD)} disabled={ads.fields.length >= 20}>
              {S.addAd}
            </Button>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.actions.cancel}</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={!formState.isValid || send.isPending}>
          {S.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
