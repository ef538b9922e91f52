import { MAILBOX_LABELS } from '@hubgrade/domain/mailbox/labels';
import type { Mail } from '@hubgrade/domain/mailbox/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatDateTimeSeconds } from '../../../lib/format.ts';
import { useMail } from '../api/mails.ts';
import { MailAttachments } from './mail-attachments.tsx';
import { MailLinksList, MailText } from './mail-links-list.tsx';

function Delivery({ mail }: { mail: Mail }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      {mail.sentAt ? (
        <Chip size="small" color="success" label={`${MAILBOX_LABELS.sentAt} ${formatDateTimeSeconds(mail.sentAt)}`} />
      ) : (
        <Chip size="small" label={MAILBOX_LABELS.notSent} />
      )}
      <Typography variant="body2" color="textSecondary">
        {MAILBOX_LABELS.attempts} : {mail.attempts}
      </Typography>
      {mail.lastError && (
        <Typography variant="body2" color="error">
          {MAILBOX_LABELS.lastError} : {mail.lastError}
        </Typography>
      )}
    </Box>
  );
}

/** The expanded row of a mail: loaded when opened, with its delivery state as it is now. */
export function MailDetail({ id }: { id: number }) {
  const mail = useMail(id);
  if (mail.isError) return <Alert severity="error">{mail.error.message}</Alert>;
  if (!mail.data) return <LinearProgress aria-label={MAILBOX_LABELS.title} />;
  return (
    <Box data-testid="mail-detail" sx={{ display: 'grid', gap: 2, maxWidth: 960 }}>
      <Delivery mail={mail.data} />
      <MailLinksList text={mail.data.text} />
      <MailAttachments attachments={mail.data.attachments} />
      <MailText text={mail.data.text} />
    </Box>
  );
}
