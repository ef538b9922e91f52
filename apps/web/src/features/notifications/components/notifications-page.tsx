import { NOTIFICATION_LABELS } from '@hubgrade/domain/notifications/labels';
import { NOTIFICATION_PANEL_LABELS } from '@hubgrade/domain/shell/notification-panel-labels';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NotificationFeedHeader, NotificationList } from './notification-feed.tsx';

/** /notifications: the same list as the panel, at full size, scrolling with the page. */
export function NotificationsPage() {
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 920 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {NOTIFICATION_LABELS.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {NOTIFICATION_PANEL_LABELS.pageIntro}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <NotificationFeedHeader variant="page" />
        <NotificationList variant="page" />
      </Paper>
    </Box>
  );
}
