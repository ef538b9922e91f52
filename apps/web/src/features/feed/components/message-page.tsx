import { isAdmin } from '@hubgrade/domain/auth/roles';
import { FEED_LABELS as L } from '@hubgrade/domain/feed/labels';
import type { FeedMessage } from '@hubgrade/domain/feed/schemas';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useDeleteMessage, useDuplicateMessage, useFeedMessage, useReadMessage } from '../api/feed.ts';
import { MessageCard } from './message-card.tsx';
import { MessageEditor } from './message-editor.tsx';
import { ReactionButton } from './reaction-button.tsx';
import { StateDot } from './state-dot.tsx';

/** The word of the new-message route: /actualites/nouveau. */
const NEW = 'nouveau';

function Heading({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Button component={RouterLink} to="/actualites" startIcon={<ArrowBack />}>
        {L.actions.back}
      </Button>
      <Typography variant="h4" component="h1" sx={{ mr: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}>
        {title}
      </Typography>
      {extra}
    </Box>
  );
}

/** The staff's page of one message: the editor beside the card its receivers see. */
function StaffMessage({ message }: { message: FeedMessage | null }) {
  const navigate = useNavigate();
  const { run, dialog } = useMutationFeedback();
  const remove = useDeleteMessage();
  const duplicate = useDuplicateMessage();
  const open = (saved: FeedMessage) => navigate(`/actualites/${saved.id}`, { replace: message === null });
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Heading
        title={message ? L.editor.editTitle(message.id) : L.editor.newTitle}
        extra={
          message && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <StateDot state={message.messageState} />
              <Typography variant="body2">{message.messageStateName}</Typography>
              <Button
                startIcon={<ContentCopy />}
                onClick={() => run(duplicate, message.id, { success: L.done.duplicated, preset: 'feed', onSuccess: open })}
              >
                {L.actions.duplicate}
              </Button>
              <Button
                color="error"
                startIcon={<Delete />}
                onClick={() =>
                  run(remove, message.id, {
                    confirm: { title: L.deleteTitle, message: L.deleteConfirm, confirmLabel: L.confirm, destructive: true },
                    success: L.done.deleted,
                    preset: 'feed',
                    onSuccess: () => navigate('/actualites'),
                  })
                }
              >
                {L.actions.delete}
              </Button>
            </Box>
          )
        }
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: message ? '3fr 2fr' : '1fr' }, alignItems: 'start' }}>
        <SheetCard title={L.editor.form}>
          <MessageEditor key={message?.id ?? NEW} message={message} onSaved={open} />
        </SheetCard>
        {message && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="subtitle1" component="h2">
              {L.editor.card}
            </Typography>
            <MessageCard message={message} />
          </Box>
        )}
      </Box>
      {dialog}
    </Box>
  );
}

function StaffPage({ id }: { id: number | null }) {
  const message = useFeedMessage(id);
  if (id === null) return <StaffMessage message={null} />;
  if (message.error) return <ErrorView status={message.error instanceof ApiError ? message.error.status : 500} />;
  if (!message.data) return <PageLoader />;
  return <StaffMessage message={message.data} />;
}

/** A receiver's page of one published message: the card with their reaction. */
function MemberPage({ id }: { id: number }) {
  const message = useReadMessage(id, true);
  if (message.error) return <ErrorView status={message.error instanceof ApiError ? message.error.status : 500} />;
  if (!message.data) return <PageLoader />;
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 860 }}>
      <Heading title={message.data.title} />
      <MessageCard message={message.data} showReceivers={false} actions={<ReactionButton message={message.data} />} />
    </Box>
  );
}

/** /actualites/{id} and /actualites/nouveau. */
export function MessagePage() {
  const { id: raw } = useParams();
  const user = useCurrentUser().data;
  const id = raw === NEW ? null : Number(raw);
  if (!user) return <PageLoader />;
  if (id !== null && (!Number.isInteger(id) || id <= 0)) return <ErrorView status={404} />;
  if (isAdmin(user.roles)) return <StaffPage id={id} />;
  if (id === null) return <ErrorView status={403} />;
  return <MemberPage id={id} />;
}
