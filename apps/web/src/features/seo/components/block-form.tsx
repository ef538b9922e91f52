import { zodResolver } from '@hookform/resolvers/zod';
import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import type { BlockKind } from '@hubgrade/domain/seo/rules';
import { BLOCK_CONTENTS, type Block, type BlockContentInputs, type BlockContents } from '@hubgrade/domain/seo/schemas';
import Save from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Resolver, type UseFormReturn, type UseFormSetError, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error.ts';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useEditBlock } from '../api/pages.ts';
import { editBody, formValuesOf } from './block-values.ts';

const L = SEO_LABELS.blocks;

export type BlockControl<K extends BlockKind> = Control<BlockContentInputs[K], unknown, BlockContents[K]>;
export type BlockFormApi<K extends BlockKind> = UseFormReturn<BlockContentInputs[K], unknown, BlockContents[K]>;

/** The API's field messages (`content.items.0.title`) on the form's fields. */
function showFieldErrors(error: Error, setError: UseFormSetError<FieldValues>) {
  if (!(error instanceof ApiError)) return;
  for (const [path, messages] of Object.entries(error.errors)) {
    if (path.startsWith('content.') && messages[0]) setError(path.slice('content.'.length), { type: 'server', message: messages[0] });
  }
}

/**
 * One block's form (spec shell §2.9): its kind's rules checked as the editor types, a message
 * only on a field once edited; « Sauvegarder le bloc » stays disabled while the form is invalid
 * and shows its loading state while the save runs.
 */
export function BlockForm<K extends BlockKind>({
  block,
  kind,
  children,
}: {
  block: Block;
  kind: K;
  children: (control: BlockControl<K>, form: BlockFormApi<K>) => ReactNode;
}) {
  const form = useForm<BlockContentInputs[K], unknown, BlockContents[K]>({
    resolver: zodResolver(BLOCK_CONTENTS[kind] as never) as unknown as Resolver<BlockContentInputs[K], unknown, BlockContents[K]>,
    defaultValues: formValuesOf(kind, block.content) as never,
    mode: 'onChange',
  });
  const edit = useEditBlock();
  const { run } = useMutationFeedback();
  const submit = form.handleSubmit((content) =>
    run(
      edit,
      { id: block.id, body: editBody(kind, content) },
      {
        success: L.done.saved,
        onError: (error) => showFieldErrors(error, form.setError as unknown as UseFormSetError<FieldValues>),
        onSuccess: (saved) => form.reset(formValuesOf(kind, saved.content) as never),
      },
    ),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {children(form.control, form)}
      <Box>
        <Button type="submit" variant="contained" startIcon={<Save />} loading={edit.isPending} disabled={!form.formState.isValid}>
          {L.save}
        </Button>
      </Box>
    </Box>
  );
}
