import { badgeText } from '@hubgrade/domain/notifications/labels';
import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import { NOTIFICATION_PANEL_LABELS } from '@hubgrade/domain/shell/notification-panel-labels';
import ArrowForward from '@mui/icons-material/ArrowForward';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { unreadCount, useFeed } from '../api/feed.ts';
import { useNotificationStream } from '../api/stream.ts';
import { NotificationFeedHeader, NotificationList } from './notification-feed.tsx';

/** Spec shell §2.3 and §2.5: the bell with the unread count (99+ above 99) and its panel. */
export function NotificationBell({ userId }: { userId: number }) {
  const feed = useFeed();
  useNotificationStream(userId, feed.isSuccess);
  const unread = unreadCount(feed.data);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [scrollRoot, setScrollRoot] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const close = () => setAnchor(null);
  const label = unread > 0 ? SHELL_LABELS.unreadNotifications(badgeText(unread)) : SHELL_LABELS.notifications;

  return (
    <>
      <Tooltip title={SHELL_LABELS.notifications}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          data-testid="notification-bell"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={badgeText(unread)} invisible={unread === 0} color="error" overlap="circular">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        marginThreshold={8}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            variant: 'outlined',
            elevation: 0,
            sx: {
              mt: 1,
              width: 'min(420px, calc(100vw - 16px))',
              maxHeight: 'min(640px, calc(100dvh - 88px))',
              display: 'flex',
              flexDirection: 'column',
              borderRadius: 3,
              boxShadow: '0 18px 48px rgba(15, 23, 42, 0.18)',
            },
          },
        }}
      >
        <NotificationFeedHeader variant="panel" onNavigate={close} titleId={titleId} />
        <Box ref={setScrollRoot} sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' }}>
          <NotificationList variant="panel" onNavigate={close} scrollRoot={scrollRoot} />
        </Box>
        <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1, display: 'flex', justifyContent: 'center' }}>
          <Button component={Link} to="/notifications" size="small" endIcon={<ArrowForward fontSize="small" />} onClick={close}>
            {NOTIFICATION_PANEL_LABELS.seeAll}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
