import { DOCUMENT_LABELS as L } from '@hubgrade/domain/documents/labels';
import { DOCUMENT_TITLE_MAX, DOCUMENT_UPLOAD_MODE } from '@hubgrade/domain/documents/rules';
import type { Document, DocumentShare } from '@hubgrade/domain/documents/schemas';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { UploadWidget } from '../../../ui/upload/upload-widget.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCreateDocument, usePatchDocument } from '../api/documents.ts';
import { ShareFields } from './share-fields.tsx';

/**
 * A new document (title, audience, first file) or, given `document`, its title and audience.
 * What was typed stays when the server refuses it, with its words beside the field.
 */
export function DocumentFormDialog({
  document,
  onClose,
  onCreated,
}: {
  document?: Document;
  onClose: () => void;
  onCreated?: (document: Document) => void;
}) {
  const create = useCreateDocument();
  const patch = usePatchDocument();
  const { run } = useMutationFeedback();
  const [title, setTitle] = useState(document?.title ?? '');
  const [share, setShare] = useState<DocumentShare>(document?.share ?? { audience: 'all', target: null });
  const [files, setFiles] = useState<Upload[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || patch.isPending;
  const titleId = useId();

  const onError = (error: Error) => {
    setErrors(fieldErrors(error));
    setFailure(error.message);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const fields = { title, audience: share.audience, target: share.target?.id ?? null };
    if (document) run(patch, { id: document.id, body: fields }, { success: L.done.saved, onSuccess: onClose, onError });
    else
      run(
        create,
        { ...fields, file: files[0]?.id as number },
        { success: L.done.created, onSuccess: (created) => (onCreated ? onCreated(created) : onClose()), onError },
      );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{document ? L.form.editTitle : L.form.createTitle}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ display: 'grid', gap: 2, '&&': { pt: 1 } }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            required
            autoFocus
            label={L.fields.title}
            value={title}
            error={Boolean(errors.title)}
            helperText={errors.title || undefined}
            slotProps={{ htmlInput: { maxLength: DOCUMENT_TITLE_MAX } }}
            onChange={(event) => setTitle(event.target.value)}
          />
          <ShareFields value={share} onChange={setShare} errors={errors} />
          {!document && (
            <>
              <UploadWidget mode={DOCUMENT_UPLOAD_MODE} label={L.fields.file} value={files} onChange={setFiles} />
              {errors.file && <Alert severity="error">{errors.file}</Alert>}
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{L.actions.cancel}</Button>
          <Button type="submit" variant="contained" loading={pending}>
            {L.actions.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
