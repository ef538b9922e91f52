import { NOTIFICATION_KIND_LABELS, NOTIFICATION_LABELS } from '@hubgrade/domain/notifications/labels';
import { NOTIFICATION_KINDS } from '@hubgrade/domain/notifications/rules';
import { NOTIFICATION_PANEL_LABELS } from '@hubgrade/domain/shell/notification-panel-labels';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/settings.ts';

/** /settings/notifications: one switch per kind of notification (GET and PUT /notifs/settings). */
export function NotificationSettingsPage() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const current = settings.data;

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 760 }}>
      <PageHeader title={NOTIFICATION_LABELS.settings} intro={NOTIFICATION_LABELS.settingsIntro} />
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {NOTIFICATION_KINDS.map((kind) => {
            const id = `notification-kind-${kind}`;
            return (
              <Box
                component="li"
                key={kind}
                sx={{
                  listStyle: 'none',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2,
                  px: { xs: 2, sm: 3 },
                  py: 1.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                  '&:last-of-type': { borderBottom: 0 },
                }}
              >
                <Typography component="label" htmlFor={id} sx={{ flex: 1, cursor: current ? 'pointer' : 'default' }}>
                  {NOTIFICATION_KIND_LABELS[kind]}
                </Typography>
                {current ? (
                  <Switch id={id} checked={current[kind]} onChange={(_event, checked) => save.mutate({ ...current, [kind]: checked })} />
                ) : (
                  <Skeleton variant="rounded" width={42} height={24} />
                )}
              </Box>
            );
          })}
        </Box>
      </Paper>
      <Box>
        <Button component={Link} to="/notifications" endIcon={<ArrowForward />}>
          {NOTIFICATION_PANEL_LABELS.seeAll}
        </Button>
      </Box>
    </Box>
  );
}
