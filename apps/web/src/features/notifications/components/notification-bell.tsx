import { badgeText } from '@hubgrade/domain/notifications/labels';
import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Suspense, useState } from 'react';
import { lazyChunk } from '../../../lib/chunk-reload.ts';
import { Hint } from '../../../ui/hint.tsx';
import { useOpenedOnce } from '../../../ui/use-opened-once.ts';
import { unreadCount, useFeed } from '../api/feed.ts';
import { useNotificationStream } from '../api/stream.ts';

/** The panel and its list load with the first opening: every page shows the bell, few open it. */
const NotificationPanel = lazyChunk(
  () => import('./notification-panel.tsx'),
  (m) => m.NotificationPanel,
);

/** Spec shell §2.3 and §2.5: the bell with the unread count (99+ above 99) and its panel. */
export function NotificationBell({ userId }: { userId: number }) {
  const feed = useFeed();
  useNotificationStream(userId, feed.isSuccess);
  const unread = unreadCount(feed.data);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor !== null);
  const label = unread > 0 ? SHELL_LABELS.unreadNotifications(badgeText(unread)) : SHELL_LABELS.notifications;

  return (
    <>
      <Hint title={SHELL_LABELS.notifications}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          data-testid="notification-bell"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {/* No count at all when none is unread: a hidden "0" would still be text the button's name does not say. */}
          <Badge badgeContent={unread > 0 ? badgeText(unread) : null} invisible={unread === 0} color="error" overlap="circular">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Hint>
      {opened && (
        <Suspense fallback={null}>
          <NotificationPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
