import type { PartyWords } from '@hubgrade/domain/brands/vocabulary';
import { MESSAGE_LABELS as L } from '@hubgrade/domain/messages/labels';
import type { Conversation, ThreadMessage as Message } from '@hubgrade/domain/messages/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format.ts';
import { MessageText } from './message-text.tsx';
import { MessageStateChip } from './state-chip.tsx';
import type { MessageActions } from './use-message-actions.tsx';

/** One message of the thread: who wrote it, when (DD/MM/YYYY HH:mm), its state, its text and its actions. */
export function ThreadMessage(props: { message: Message; conversation: Conversation; words: PartyWords; actions: MessageActions }) {
  const { message, conversation, words, actions } = props;
  const fromLandlord = message.message_sender === conversation.loueur.id;
  const sender = fromLandlord ? conversation.loueur : conversation.locataire;
  const target = {
    messageId: message.message_id,
    discussionId: conversation.discussion_id,
    state: message.message_state,
    archived: conversation.archived,
    content: message.message_content,
    senderId: message.message_sender,
    landlord: conversation.loueur,
    tenant: conversation.locataire,
  };
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`${L.sender} : ${sender.firstName} ${sender.lastName}`}
      data-testid="thread-message"
      sx={{ p: 2, borderRadius: 2, maxWidth: 760, justifySelf: fromLandlord ? 'end' : 'start', width: { xs: '100%', md: '85%' } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" component="p">
          {sender.firstName} {sender.lastName}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {fromLandlord ? words.landlord : words.tenant} · {formatDateTime(message.date)}
        </Typography>
        <MessageStateChip state={message.message_state} />
        {message.sent_by_admin && (
          <Typography variant="caption" color="textSecondary">
            {L.detail.sentByAdmin}
          </Typography>
        )}
      </Box>
      <MessageText lines={message.message_content} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {actions.moderation(target).map((action) => (
          <Button
            key={action}
            size="small"
            variant={action === 'validate' ? 'contained' : 'outlined'}
            color={action === 'refuse' ? 'error' : 'primary'}
            onClick={() => actions.moderate(target, action)}
          >
            {L.actions[action]}
          </Button>
        ))}
        {actions.canEdit && (
          <>
            <Button size="small" onClick={() => actions.edit(target)}>
              {L.actions.edit}
            </Button>
            <Button size="small" color="error" onClick={() => actions.remove(target)}>
              {L.actions.delete}
            </Button>
          </>
        )}
      </Box>
    </Paper>
  );
}
