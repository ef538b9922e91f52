import { formatDateTime } from '@hubgrade/domain/format/dates';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_LABELS } from '@hubgrade/domain/notifications/labels';
import type { Notification } from '@hubgrade/domain/notifications/schemas';
import { NOTIFICATION_PANEL_LABELS } from '@hubgrade/domain/shell/notification-panel-labels';
import { relativeTime } from '@hubgrade/domain/shell/relative-time';
import Delete from '@mui/icons-material/DeleteOutlineOutlined';
import MarkRead from '@mui/icons-material/MarkEmailReadOutlined';
import MarkUnread from '@mui/icons-material/MarkEmailUnreadOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { Hint } from '../../../ui/hint.tsx';
import { useDeleteNotification, useMarkSeen } from '../api/mutations.ts';

function authorOf(n: Notification): string | null {
  const name = [n.createdByFirstName, n.createdByLastName].filter(Boolean).join(' ');
  if (name && n.createdByCompany) return `${name} · ${n.createdByCompany}`;
  return name || n.createdByCompany || null;
}

function initialsOf(n: Notification): string | null {
  const letters = `${n.createdByFirstName?.charAt(0) ?? ''}${n.createdByLastName?.charAt(0) ?? ''}`.toUpperCase();
  return letters || null;
}

/** One notification: who, what, when; opening its link marks it read (spec shell §2.5). */
export function NotificationItem({
  notification,
  onNavigate,
  large,
}: {
  notification: Notification;
  onNavigate?: () => void;
  large?: boolean;
}) {
  const n = notification;
  const navigate = useNavigate();
  const markSeen = useMarkSeen();
  const remove = useDeleteNotification();
  const author = authorOf(n);
  const initials = initialsOf(n);
  const toggleLabel = n.seen ? NOTIFICATION_LABELS.markUnread : NOTIFICATION_LABELS.markRead;

  const open = () => {
    if (!n.link) return;
    if (!n.seen) markSeen.mutate({ id: n.id, seen: true });
    onNavigate?.();
    navigate(n.link);
  };

  const body = (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0, flex: 1, textAlign: 'left' }}>
      <Avatar
        sx={(theme) => ({
          width: large ? 40 : 36,
          height: large ? 40 : 36,
          fontSize: 14,
          fontWeight: 700,
          bgcolor: alpha(theme.palette.primary.main, 0.14),
          color: theme.palette.mode === 'dark' ? 'primary.light' : 'primary.dark',
        })}
      >
        {initials ?? <NotificationsIcon fontSize="small" />}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          variant="body2"
          sx={{
            fontWeight: n.seen ? 400 : 600,
            color: n.seen ? 'text.secondary' : 'text.primary',
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: large ? 4 : 3,
            overflow: 'hidden',
          }}
        >
          {n.content}
        </Typography>
        {author && (
          <Typography variant="caption" color="textSecondary" component="p" noWrap sx={{ mt: 0.5 }}>
            {NOTIFICATION_PANEL_LABELS.from(author)}
          </Typography>
        )}
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: author ? 0 : 0.5 }}>
          {NOTIFICATION_KIND_LABELS[n.kind]} ·{' '}
          <time dateTime={n.creationDate} title={formatDateTime(n.creationDate)}>
            {relativeTime(n.creationDate)}
          </time>
        </Typography>
      </Box>
    </Box>
  );

  return (
    <Box
      component="li"
      data-seen={n.seen}
      sx={(theme) => ({
        listStyle: 'none',
        position: 'relative',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        px: large ? 2.5 : 2,
        py: 1.5,
        borderBottom: `1px solid ${theme.palette.divider}`,
        bgcolor: n.seen ? 'transparent' : alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.1 : 0.05),
        '&:last-of-type': { borderBottom: 0 },
      })}
    >
      {!n.seen && (
        <Box
          role="img"
          aria-label={NOTIFICATION_PANEL_LABELS.unread}
          sx={{ position: 'absolute', left: 6, top: '50%', width: 6, height: 6, mt: '-3px', borderRadius: '50%', bgcolor: 'primary.main' }}
        />
      )}
      {n.link ? (
        <ButtonBase
          onClick={open}
          aria-label={`${NOTIFICATION_PANEL_LABELS.open} : ${n.content}`}
          sx={{ flex: 1, minWidth: 0, borderRadius: 1, justifyContent: 'flex-start', alignItems: 'flex-start', p: 0.5, m: -0.5 }}
        >
          {body}
        </ButtonBase>
      ) : (
        body
      )}
      <Box sx={{ display: 'flex', flexShrink: 0, mt: -0.25 }}>
        <Hint title={toggleLabel}>
          <IconButton size="small" aria-label={toggleLabel} onClick={() => markSeen.mutate({ id: n.id, seen: !n.seen })}>
            {n.seen ? <MarkUnread fontSize="small" /> : <MarkRead fontSize="small" />}
          </IconButton>
        </Hint>
        <Hint title={NOTIFICATION_LABELS.delete}>
          <IconButton size="small" aria-label={NOTIFICATION_LABELS.delete} onClick={() => remove.mutate(n.id)}>
            <Delete fontSize="small" />
          </IconButton>
        </Hint>
      </Box>
    </Box>
  );
}
