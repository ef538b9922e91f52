import { NOTIFICATION_LABELS } from '@hubgrade/domain/notifications/labels';
import { NOTIFICATION_PANEL_LABELS } from '@hubgrade/domain/shell/notification-panel-labels';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { PageHeader } from '../../../ui/page-header.tsx';
import { NotificationFeedHeader, NotificationList } from './notification-feed.tsx';

/** /notifications: the same list as the panel, at full size, scrolling with the page. */
export function NotificationsPage() {
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 920 }}>
      <PageHeader title={NOTIFICATION_LABELS.title} intro={NOTIFICATION_PANEL_LABELS.pageIntro} />
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <NotificationFeedHeader variant="page" />
        <NotificationList variant="page" />
      </Paper>
    </Box>
  );
}
