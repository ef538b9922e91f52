import { MAILBOX_LABELS, MAILBOX_PAGE_LABELS as P } from '@hubgrade/domain/mailbox/labels';
import type { Mail } from '@hubgrade/domain/mailbox/schemas';
import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDateTimeSeconds } from '../../../lib/format.ts';
import { useMail } from '../api/mails.ts';
import { MailAttachments } from './mail-attachments.tsx';
import { MailLinksList, MailText } from './mail-links-list.tsx';

function Meta({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="textSecondary">
        {label} :
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

function MailContent({ mail }: { mail: Mail }) {
  return (
    <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Meta label={MAILBOX_LABELS.to} value={mail.to} />
        <Meta label={MAILBOX_LABELS.createdAt} value={formatDateTimeSeconds(mail.createdAt)} />
        <Meta label={MAILBOX_LABELS.sentAt} value={mail.sentAt ? formatDateTimeSeconds(mail.sentAt) : MAILBOX_LABELS.notSent} />
      </Box>
      <MailLinksList text={mail.text} />
      <MailAttachments attachments={mail.attachments} />
      {mail.html && (
        <Box component="section" aria-label={P.htmlVersion} sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="subtitle2">{P.htmlVersion}</Typography>
          {/* An empty sandbox: the mail's markup can neither run scripts nor navigate this page. */}
          <Box
            component="iframe"
            title={mail.subject}
            sandbox=""
            srcDoc={mail.html}
            sx={{ width: '100%', height: 320, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'common.white' }}
          />
        </Box>
      )}
      <MailText text={mail.text} />
    </DialogContent>
  );
}

function LoadedMail({ id, shown, onClose }: { id: number; shown: Mail | undefined; onClose: () => void }) {
  const mail = useMail(id, shown);
  return (
    <>
      <DialogTitle id="mail-title" sx={{ pr: 7 }}>
        {mail.data?.subject ?? MAILBOX_LABELS.title}
        <IconButton aria-label={SHELL_LABELS.close} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      {mail.data ? (
        <MailContent mail={mail.data} />
      ) : (
        <DialogContent dividers>{mail.isError ? <Alert severity="error">{mail.error.message}</Alert> : <LinearProgress />}</DialogContent>
      )}
    </>
  );
}

/**
 * One mail, opened from the address (`?mail={id}`): its links as buttons (followed inside the app
 * when they point here), then its body. `shown` is the row the list already holds.
 */
export function MailDialog({ id, shown, onClose }: { id: number | undefined; shown: Mail | undefined; onClose: () => void }) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('md'));
  return (
    <Dialog open={id !== undefined} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="mail-title">
      {id !== undefined && <LoadedMail key={id} id={id} shown={shown} onClose={onClose} />}
    </Dialog>
  );
}
