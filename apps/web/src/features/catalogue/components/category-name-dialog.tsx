import { zodResolver } from '@hookform/resolvers/zod';
import { CATALOGUE_LABELS } from '@hubgrade/domain/catalogue/labels';
import { type CategoryBody, ZCategoryBody } from '@hubgrade/domain/catalogue/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCreateCategory, useRenameCategory } from '../api/categories.ts';

const L = CATALOGUE_LABELS.categories;
const resolver = zodResolver(ZCategoryBody);

function NameForm({ initial, onClose, category }: { initial: string; onClose: () => void; category: { id: number } | null }) {
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const { run } = useMutationFeedback();
  const { control, handleSubmit, setError, formState } = useForm<CategoryBody>({
    resolver,
    defaultValues: { name: initial },
    mode: 'onTouched',
  });
  const showErrors = (error: Error) => {
    if (error instanceof ApiError) applyFieldErrors(error, setError, ['name']);
  };
  const submit = handleSubmit(({ name }) =>
    category
      ? run(rename, { id: category.id, name }, { success: L.done.renamed, onError: showErrors, onSuccess: onClose })
      : run(create, name, { success: L.done.created, onError: showErrors, onSuccess: onClose }),
  );
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ '&&': { pt: 1 } }}>
        <FormTextField control={control} name="name" label={L.name} required autoFocus />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{CATALOGUE_LABELS.products.cancel}</Button>
        <Button
          type="submit"
          variant="contained"
          loading={create.isPending || rename.isPending}
          disabled={category !== null && !formState.isDirty}
        >
          {CATALOGUE_LABELS.products.save}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Adds a category (category null) or renames one. */
export function CategoryNameDialog({
  open,
  category,
  onClose,
}: {
  open: boolean;
  category: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{category ? L.renameTitle : L.add}</DialogTitle>
      {open && <NameForm key={category?.id ?? 'new'} initial={category?.name ?? ''} category={category} onClose={onClose} />}
    </Dialog>
  );
}
