import { MAILBOX_PAGE_LABELS as P } from '@hubgrade/domain/mailbox/labels';
import type { MailAttachment } from '@hubgrade/domain/mailbox/schemas';
import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** The mail's files, each downloaded as it was sent (a calendar invitation opens in the agenda). */
export function MailAttachments({ attachments }: { attachments: readonly MailAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <Box component="section" aria-label={P.attachments} sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="subtitle2">{P.attachments}</Typography>
      {attachments.map((file) => (
        <Link
          key={file.filename}
          href={
            file.encoding === 'base64'
              ? `data:${file.contentType};base64,${file.content}`
              : `data:${file.contentType},${encodeURIComponent(file.content)}`
          }
          download={file.filename}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content' }}
        >
          <AttachFile fontSize="small" aria-hidden />
          {file.filename}
        </Link>
      ))}
    </Box>
  );
}
