import { FEED_LABELS as L } from '@hubgrade/domain/feed/labels';
import { isEventMessage } from '@hubgrade/domain/feed/rules';
import type { FeedMessage } from '@hubgrade/domain/feed/schemas';
import Event from '@mui/icons-material/Event';
import ThumbUp from '@mui/icons-material/ThumbUp';
import Button from '@mui/material/Button';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useReact } from '../api/feed.ts';

/** A receiver likes a message, or joins it when it is an event; a second press takes it back. */
export function ReactionButton({ message }: { message: FeedMessage }) {
  const react = useReact();
  const { run } = useMutationFeedback();
  const event = isEventMessage(message.categories);
  const label = event ? (message.reacted ? L.card.leave : L.card.join) : message.reacted ? L.card.unlike : L.card.like;
  return (
    <Button
      size="small"
      variant={message.reacted ? 'contained' : 'outlined'}
      startIcon={event ? <Event /> : <ThumbUp />}
      disabled={react.isPending}
      onClick={() => run(react, message.id, { success: L.done.liked, preset: 'feed' })}
    >
      {label}
    </Button>
  );
}
