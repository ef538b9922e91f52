import { MAILBOX_PAGE_LABELS as P } from '@hubgrade/domain/mailbox/labels';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { mailLinks } from './mail-links.ts';

const linkSx = { justifyContent: 'flex-start', overflowWrap: 'anywhere', textAlign: 'left' } as const;

/** The links of a mail as buttons, followed inside the app when they point here. */
export function MailLinksList({ text }: { text: string }) {
  const links = mailLinks(text, window.location.origin);
  if (links.length === 0) return null;
  return (
    <Box component="section" aria-label={P.links} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2">{P.links}</Typography>
      {links.map((link) =>
        link.path ? (
          <Button key={link.href} component={Link} to={link.path} variant="outlined" sx={linkSx}>
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
            sx={linkSx}
          >
            {link.href}
          </Button>
        ),
      )}
    </Box>
  );
}

/** The text part of a mail, as sent. */
export function MailText({ text }: { text: string }) {
  return (
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
        {text}
      </Box>
    </Box>
  );
}
