import { FEED_LABELS as L } from '@hubgrade/domain/feed/labels';
import type { FeedCategory } from '@hubgrade/domain/feed/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, useState } from 'react';
import { fieldRefusal, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useSaveCategory } from '../api/feed.ts';
import { CategoryFields, canSave } from './category-form.tsx';

function EditForm({ category, onClose }: { category: FeedCategory; onClose: () => void }) {
  const [values, setValues] = useState({ title: category.title, isEvent: category.isEvent });
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCategory();
  const { run } = useMutationFeedback();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave(values)) return;
    run(
      save,
      { id: category.id, ...values },
      { success: L.categories.done.saved, preset: 'feed', onSuccess: onClose, onError: (e) => setError(fieldRefusal(e)) },
    );
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ display: 'grid', gap: 1, '&&': { pt: 1 } }}>
        <CategoryFields
          values={values}
          onChange={(next) => {
            setValues(next);
            setError(null);
          }}
          error={error}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.cancel}</Button>
        <Button type="submit" variant="contained" disabled={!canSave(values) || save.isPending}>
          {L.confirm}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** The edit dialog of §2.19, titled with the category's number. */
export function CategoryDialog({ category, onClose }: { category: FeedCategory | null; onClose: () => void }) {
  return (
    <Dialog open={category !== null} onClose={onClose} fullWidth maxWidth="xs">
      {category && (
        <>
          <DialogTitle>{L.categories.editTitle(category.id)}</DialogTitle>
          <EditForm category={category} onClose={onClose} />
        </>
      )}
    </Dialog>
  );
}
