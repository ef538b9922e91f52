import { formatDateTimeSeconds } from '@hubgrade/domain/format/dates';
import { MAILBOX_LABELS, MAILBOX_PAGE_LABELS as P } from '@hubgrade/domain/mailbox/labels';
import type { Mail } from '@hubgrade/domain/mailbox/schemas';
import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import Close from '@mui/icons-material/Close';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link } from 'react-router';
import { mailLinks } from './mail-links.ts';

function Meta({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {label} :
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** One mail: its links as buttons (followed inside the app when they point here), then its body. */
export function MailDialog({ mail, open, onClose }: { mail: Mail | null; open: boolean; onClose: () => void }) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('md'));
  const links = mail ? mailLinks(mail.text, window.location.origin) : [];
  return (
    <Dialog open={open && mail !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="mail-title">
      {mail && (
        <>
          <DialogTitle id="mail-title" sx={{ pr: 7 }}>
            {mail.subject}
            <IconButton aria-label={SHELL_LABELS.close} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
              <Close />
            </IconButton>
          </DialogTitle>
          <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
            <Box sx={{ display: 'grid', gap: 0.5 }}>
              <Meta label={MAILBOX_LABELS.to} value={mail.to} />
              <Meta label={MAILBOX_LABELS.createdAt} value={formatDateTimeSeconds(mail.createdAt)} />
              <Meta label={MAILBOX_LABELS.sentAt} value={mail.sentAt ? formatDateTimeSeconds(mail.sentAt) : MAILBOX_LABELS.notSent} />
            </Box>
            {links.length > 0 && (
              <Box component="section" aria-label={P.links} sx={{ display: 'grid', gap: 1 }}>
                <Typography variant="subtitle2">{P.links}</Typography>
                {links.map((link) =>
                  link.path ? (
                    <Button
                      key={link.href}
                      component={Link}
                      to={link.path}
                      variant="outlined"
                      sx={{ justifyContent: 'flex-start', overflowWrap: 'anywhere', textAlign: 'left' }}
                    >
                      {link.path}
                    </Button>
                  ) : (
                    <Button
                      key={link.href}
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="outlined"
                      endIcon={<OpenInNew />}
                      sx={{ justifyContent: 'flex-start', overflowWrap: 'anywhere', textAlign: 'left' }}
                    >
                      {link.href}
                    </Button>
                  ),
                )}
              </Box>
            )}
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
            <Box component="section" aria-label={P.textVersion} sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="subtitle2">{P.textVersion}</Typography>
              <Box
                component="pre"
                data-testid="mail-text"
                sx={{
                  m: 0,
                  p: 2,
                  borderRadius: 2,
                  bgcolor: 'action.hover',
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
                  fontSize: 13,
                }}
              >
                {mail.text}
              </Box>
            </Box>
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}
