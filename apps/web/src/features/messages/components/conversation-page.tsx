import { MESSAGE_LABELS as L } from '@hubgrade/domain/messages/labels';
import { canReplyTo } from '@hubgrade/domain/messages/rules';
import type { Conversation } from '@hubgrade/domain/messages/schemas';
import Archive from '@mui/icons-material/Archive';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Unarchive from '@mui/icons-material/Unarchive';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { useBrandWords } from '../../../lib/brand.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useConversation } from '../api/messages.ts';
import { AdSummary } from './ad-summary.tsx';
import { otherParty } from './message-target.ts';
import { PartyCard } from './party-card.tsx';
import { ReplyBox } from './reply-box.tsx';
import { ThreadMessage } from './thread-message.tsx';
import { useMessageActions } from './use-message-actions.tsx';

/** The reply answers the latest message; it goes out on behalf of the other party. */
function ReplySection({ conversation }: { conversation: Conversation }) {
  const latest = conversation.messages.at(-1);
  if (!latest) return null;
  const sender = otherParty({ senderId: latest.message_sender, landlord: conversation.loueur, tenant: conversation.locataire });
  const blocked = conversation.archived
    ? L.replyArchived
    : canReplyTo(latest.message_state)
      ? null
      : latest.message_state === 1
        ? L.replyPending
        : L.replyRefused;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1.5 }}>
      {blocked && <Alert severity="info">{blocked}</Alert>}
      <ReplyBox discussionId={conversation.discussion_id} sender={sender} replyTo={latest.message_id} disabled={blocked !== null} />
    </Paper>
  );
}

function ConversationView({ conversation }: { conversation: Conversation }) {
  const words = useBrandWords();
  const actions = useMessageActions();
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <PageHeader title={L.conversationTitle(conversation.discussion_id)} intro={L.conversationIntro} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {conversation.archived && <Chip label={L.archived} />}
          <Button
            variant="outlined"
            startIcon={conversation.archived ? <Unarchive /> : <Archive />}
            onClick={() => actions.toggleArchive({ discussionId: conversation.discussion_id, archived: conversation.archived })}
          >
            {conversation.archived ? L.actions.unarchive : L.actions.archive}
          </Button>
        </Box>
      </Box>
      <Button component={Link} to="/messages" startIcon={<ArrowBack />} sx={{ justifySelf: 'start' }}>
        {L.back}
      </Button>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}>
        <AdSummary ad={conversation.ad} />
        <PartyCard role={words.landlord} party={conversation.loueur} />
        <PartyCard role={words.tenant} party={conversation.locataire} />
      </Box>
      <Box component="section" aria-label={L.title} sx={{ display: 'grid', gap: 1.5 }}>
        {conversation.messages.length === 0 && <Typography color="textSecondary">{L.emptyConversation}</Typography>}
        {conversation.messages.map((message) => (
          <ThreadMessage key={message.message_id} message={message} conversation={conversation} words={words} actions={actions} />
        ))}
      </Box>
      <ReplySection conversation={conversation} />
      {actions.dialogs}
    </Box>
  );
}

/** /messages/{discussionId}: the whole conversation, its moderation and the reply box. */
export function ConversationPage() {
  const { id = '' } = useParams();
  const discussionId = Number(id);
  const valid = Number.isInteger(discussionId) && discussionId > 0 && discussionId <= 2_147_483_647;
  const conversation = useConversation(valid ? discussionId : 0);
  if (!valid) return <ErrorView status={404} />;
  if (conversation.isError) {
    const status = conversation.error instanceof ApiError ? conversation.error.status : 500;
    return status === 404 ? <ErrorView status={404} /> : <Alert severity="error">{conversation.error.message}</Alert>;
  }
  if (!conversation.data) return <LinearProgress aria-label={L.title} />;
  return <ConversationView conversation={conversation.data} />;
}
