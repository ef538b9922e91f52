import { NOTIFICATION_LABELS } from '@hubgrade/domain/notifications/labels';
import { NOTIFICATION_PANEL_LABELS } from '@hubgrade/domain/shell/notification-panel-labels';
import DeleteSweep from '@mui/icons-material/DeleteSweepOutlined';
import DoneAll from '@mui/icons-material/DoneAll';
import NotificationsOff from '@mui/icons-material/NotificationsOffOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Hint } from '../../../ui/hint.tsx';
import { feedItems, unreadCount, useFeed } from '../api/feed.ts';
import { useDeleteAll, useReadAll } from '../api/mutations.ts';
import { NotificationItem } from './notification-item.tsx';
import { useSentinel } from './use-sentinel.ts';

interface Props {
  /** The panel under the bell scrolls inside itself; the page scrolls with the window. */
  variant: 'panel' | 'page';
  /** Called before following a link or the settings, so that the panel can close. */
  onNavigate?: () => void;
  /** The element the list scrolls in (the panel's body); null for the window. */
  scrollRoot?: Element | null;
  titleId?: string;
}

/** Spec shell §2.5: the header with Lire tout, Supprimer tout and the settings link, then the list. */
export function NotificationFeedHeader({ variant, onNavigate, titleId }: Omit<Props, 'scrollRoot'>) {
  const feed = useFeed();
  const readAll = useReadAll();
  const deleteAll = useDeleteAll();
  const [confirming, setConfirming] = useState(false);
  const unread = unreadCount(feed.data);
  const empty = feedItems(feed.data).length === 0;

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: variant === 'panel' ? 2 : 2.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* The page has its own heading; the panel needs one. */}
        {variant === 'panel' && (
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {NOTIFICATION_LABELS.title}
          </Typography>
        )}
        <Typography variant={variant === 'panel' ? 'caption' : 'body2'} color="textSecondary" data-testid="unread-summary">
          {NOTIFICATION_PANEL_LABELS.unreadCount(unread)}
        </Typography>
      </Box>
      <Button size="small" startIcon={<DoneAll fontSize="small" />} disabled={unread === 0} onClick={() => readAll.mutate()}>
        {NOTIFICATION_LABELS.readAll}
      </Button>
      <Button size="small" color="error" startIcon={<DeleteSweep fontSize="small" />} disabled={empty} onClick={() => setConfirming(true)}>
        {NOTIFICATION_LABELS.deleteAll}
      </Button>
      <Hint title={NOTIFICATION_LABELS.settings}>
        <IconButton
          size="small"
          component={Link}
          to="/settings/notifications"
          aria-label={NOTIFICATION_LABELS.settings}
          onClick={onNavigate}
        >
          <Settings fontSize="small" />
        </IconButton>
      </Hint>
      <ConfirmDialog
        open={confirming}
        title={NOTIFICATION_LABELS.deleteAll}
        message={NOTIFICATION_LABELS.confirmDeleteAll}
        confirmLabel={NOTIFICATION_LABELS.deleteAll}
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          deleteAll.mutate();
        }}
      />
    </Box>
  );
}

/** The notifications, newest first, loading older ones as the end of the list comes into view. */
export function NotificationList({ variant, onNavigate, scrollRoot = null }: Props) {
  const feed = useFeed();
  const items = feedItems(feed.data);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const sentinel = useSentinel(loadMore, hasNextPage && !isFetchingNextPage, scrollRoot);

  if (feed.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress size={28} aria-label={NOTIFICATION_PANEL_LABELS.loadingMore} />
      </Box>
    );
  }

  if (items.length === 0) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: variant === 'panel' ? 6 : 10, px: 2 }}>
        <NotificationsOff sx={{ fontSize: 40, color: 'text.disabled' }} />
        <Typography color="textSecondary">{NOTIFICATION_LABELS.empty}</Typography>
      </Box>
    );
  }

  return (
    <>
      <Box component="ul" aria-label={NOTIFICATION_LABELS.title} sx={{ m: 0, p: 0 }}>
        {items.map((n) => (
          <NotificationItem key={n.id} notification={n} onNavigate={onNavigate} large={variant === 'page'} />
        ))}
      </Box>
      <Box
        ref={sentinel}
        sx={{
          display: 'grid',
          placeItems: 'center',
          minHeight: 1,
          py: isFetchingNextPage || (variant === 'page' && !hasNextPage) ? 1.5 : 0,
        }}
      >
        {isFetchingNextPage ? (
          <CircularProgress size={20} aria-label={NOTIFICATION_PANEL_LABELS.loadingMore} />
        ) : (
          !hasNextPage &&
          variant === 'page' && (
            <Typography variant="caption" color="textSecondary">
              {NOTIFICATION_PANEL_LABELS.end}
            </Typography>
          )
        )}
      </Box>
    </>
  );
}
