import { NOTIFICATION_PANEL_LABELS } from '@hubgrade/domain/shell/notification-panel-labels';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { NotificationFeedHeader, NotificationList } from './notification-feed.tsx';

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** Spec shell §2.5: the panel under the bell, with the feed and its actions. */
export function NotificationPanel({ anchor, onClose }: Props) {
  const [scrollRoot, setScrollRoot] = useState<HTMLElement | null>(null);
  const titleId = useId();
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
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
      <NotificationFeedHeader variant="panel" onNavigate={onClose} titleId={titleId} />
      <Box ref={setScrollRoot} sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' }}>
        <NotificationList variant="panel" onNavigate={onClose} scrollRoot={scrollRoot} />
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1, display: 'flex', justifyContent: 'center' }}>
        <Button component={Link} to="/notifications" size="small" endIcon={<ArrowForward fontSize="small" />} onClick={onClose}>
          {NOTIFICATION_PANEL_LABELS.seeAll}
        </Button>
      </Box>
    </Popover>
  );
}
