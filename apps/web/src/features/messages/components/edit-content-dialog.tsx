import { MESSAGE_LABELS as L } from '@hubgrade/domain/messages/labels';
import { fromMessageLines, hasMessageText, toMessageLines } from '@hubgrade/domain/messages/rules';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { standardError, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useEditMessageContent } from '../api/messages.ts';
import type { MessageTarget } from './message-target.ts';

function EditForm({ target, onClose }: { target: MessageTarget; onClose: () => void }) {
  const [text, setText] = useState(fromMessageLines(target.content));
  const edit = useEditMessageContent();
  const snackbar = useSnackbar();
  const { run } = useMutationFeedback();
  const lines = toMessageLines(text);
  const save = () =>
    run(edit, { id: target.messageId, content: lines }, { onSuccess: onClose, success: L.done.edit, error: standardError });
  return (
    <>
      <DialogContent>
        <TextField
          label={L.contentLabel}
          multiline
          minRows={4}
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          onClick={() => {
            snackbar.cancel();
            onClose();
          }}
        >
          {L.cancel}
        </Button>
        <Button variant="contained" onClick={save} disabled={!hasMessageText(lines) || edit.isPending}>
          {L.save}
        </Button>
      </DialogActions>
    </>
  );
}

/** PATCH /messages/{id}/content: the moderator rewrites the text (administrators only). */
export function EditContentDialog({ target, onClose }: { target: MessageTarget | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={target !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.editTitle}</DialogTitle>
      {target && <EditForm key={target.messageId} target={target} onClose={onClose} />}
    </Dialog>
  );
}
