import { FEED_LABELS as L } from '@hubgrade/domain/feed/labels';
import { formatFeedDate, isEventMessage } from '@hubgrade/domain/feed/rules';
import type { FeedMessage, FeedPerson } from '@hubgrade/domain/feed/schemas';
import AttachFile from '@mui/icons-material/AttachFile';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { RichTextView } from '../../../ui/rich-text/rich-text-view.tsx';

const initials = (p: { firstName: string; lastName: string }) => `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase();

/** The names a list shows before "et N autres": a card stays readable for a site of hundreds. */
const SHOWN = 30;

/** One reaction list: each member links to their sheet (§2.20). */
function People({ title, people, total = people.length }: { title: string; people: FeedPerson[]; total?: number }) {
  const hidden = total - Math.min(people.length, SHOWN);
  return (
    <Box>
      <Typography variant="subtitle2">{`${title} (${total})`}</Typography>
      {people.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {L.card.nobody}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
          {people.slice(0, SHOWN).map((p) => (
            <li key={p.id}>
              <Link component={RouterLink} to={`/membres/${p.id}`} variant="body2">
                {`${p.firstName} ${p.lastName}`}
              </Link>
            </li>
          ))}
          {hidden > 0 && (
            <Typography component="li" variant="body2" color="textSecondary">
              {L.card.others(hidden)}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}

/**
 * The feed message card of §2.20: the sender shown as "Office Manager", the Important and category
 * chips, the planned date in words, the description (sanitised again by the view), the linked
 * files and the reaction lists. `actions` are the caller's buttons (open, like, delete).
 */
export function MessageCard({
  message,
  actions,
  showReceivers = true,
}: {
  message: FeedMessage;
  actions?: ReactNode;
  showReceivers?: boolean;
}) {
  const event = isEventMessage(message.categories);
  const when = message.datePlaned ?? message.dateOnline;
  return (
    <Card variant="outlined" data-testid="feed-card">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {/* The theme's colours as in the top bar: MUI's grey default is too pale behind white initials. */}
          <Avatar src={message.sender.profilePicture?.path} alt="" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {initials(message.sender)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="p">
              {L.card.sender}
            </Typography>
            {when && (
              <Typography variant="body2" color="textSecondary">
                {formatFeedDate(when)}
              </Typography>
            )}
          </Box>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {message.isImportant && <Chip size="small" color="error" label={L.card.important} />}
          {message.categories.map((c) => (
            <Chip key={c.id} size="small" color={c.isEvent ? 'secondary' : 'default'} label={c.title} />
          ))}
        </Stack>
        <Typography variant="h6" component="h2">
          {message.title}
        </Typography>
        <RichTextView value={message.description} />
        {message.documents.length > 0 && (
          <Box>
            <Typography variant="subtitle2">{L.card.filesLinked(message.documents.length)}</Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
              {message.documents.map((d) => (
                <Chip
                  key={d.id}
                  size="small"
                  icon={<AttachFile />}
                  label={d.fileName}
                  component="a"
                  href={d.upload.path}
                  target="_blank"
                  rel="noopener"
                  clickable
                  sx={{ maxWidth: 260 }}
                />
              ))}
            </Stack>
          </Box>
        )}
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: showReceivers ? '1fr 1fr' : '1fr' } }}>
          {event ? (
            <People title={L.card.participants} people={message.participants} />
          ) : (
            <People title={L.card.likes} people={message.likes} />
          )}
          {showReceivers && <People title={L.card.receivers} people={message.receivers} total={message.receiverCount} />}
        </Box>
        {actions && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {actions}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
