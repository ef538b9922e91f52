import { MESSAGE_LABELS as L } from '@hubgrade/domain/messages/labels';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { type MessageTarget, otherParty } from './message-target.ts';
import { MessageText } from './message-text.tsx';
import { ReplyBox } from './reply-box.tsx';

/** "Répondre" from the table: the message answered above, the reply box below. */
export function ReplyDialog({ target, onClose }: { target: MessageTarget | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={target !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.actions.reply}</DialogTitle>
      {target && (
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <MessageText lines={target.content} />
          <ReplyBox discussionId={target.discussionId} sender={otherParty(target)} replyTo={target.messageId} onSent={onClose} />
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>{L.cancel}</Button>
      </DialogActions>
    </Dialog>
  );
}
