import { FEED_LABELS as L } from '@hubgrade/domain/feed/labels';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useMyFeed } from '../api/feed.ts';
import { MessageCard } from './message-card.tsx';
import { ReactionButton } from './reaction-button.tsx';

/** A member's /actualites: the published messages of their sites, Important first, newest first. */
export function MemberFeed() {
  const feed = useMyFeed();
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 860 }}>
      <PageHeader title={L.title} intro={L.card.myFeed} />
      {feed.isPending ? (
        <PageLoader />
      ) : (feed.data?.items.length ?? 0) === 0 ? (
        <Typography color="textSecondary">{L.card.noMessage}</Typography>
      ) : (
        feed.data?.items.map((message) => (
          <MessageCard
            key={message.id}
            message={message}
            showReceivers={false}
            actions={
              <>
                <ReactionButton message={message} />
                <Button size="small" component={RouterLink} to={`/actualites/${message.id}`} startIcon={<OpenInNew />}>
                  {L.actions.open}
                </Button>
              </>
            }
          />
        ))
      )}
    </Box>
  );
}
