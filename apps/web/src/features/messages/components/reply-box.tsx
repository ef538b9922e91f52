import { MESSAGE_LABELS as L } from '@hubgrade/domain/messages/labels';
import { hasMessageText, toMessageLines } from '@hubgrade/domain/messages/rules';
import type { Party } from '@hubgrade/domain/messages/schemas';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { conflictMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useReply } from '../api/messages.ts';

/**
 * The reply box: the answer goes out on behalf of `sender` and waits for moderation. Send stays
 * disabled until some line holds a letter or a digit (spec §5, the same rule the server applies).
 */
export function ReplyBox(props: { discussionId: number; sender: Party; replyTo?: number; disabled?: boolean; onSent?: () => void }) {
  const [text, setText] = useState('');
  const reply = useReply();
  const { run } = useMutationFeedback();
  const lines = toMessageLines(text);
  const ready = hasMessageText(lines) && !reply.isPending && !props.disabled;

  const send = () => {
    if (!ready) return;
    run(
      reply,
      { discussion: props.discussionId, sender: props.sender.id, content: lines, replyTo: props.replyTo },
      {
        onSuccess: () => {
          setText('');
          props.onSent?.();
        },
        // Says where the answer went: to the moderators, not yet to the recipient.
        success: L.done.reply,
        // A refusal of the flow (409) says why in French; anything else is the generic error of spec §8.
        error: conflictMessage,
      },
    );
  };

  return (
    <Box
      component="form"
      aria-label={L.replyLabel}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      sx={{ display: 'grid', gap: 1 }}
    >
      <TextField
        label={L.replyLabel}
        multiline
        minRows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        disabled={props.disabled}
        helperText={`${L.replyAs(`${props.sender.firstName} ${props.sender.lastName}`)}. ${L.replyHint}`}
        // The hint is read even while the box is disabled: it keeps a colour that reaches 4.5:1.
        slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" endIcon={<Send />} disabled={!ready}>
          {L.send}
        </Button>
      </Box>
    </Box>
  );
}
