import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';

/** GET /dev/mails: newest first; `to` keeps the mails of one recipient. */
export const ZMailQuery = listQuery({
  sortable: ['createdAt', 'to', 'subject'] as const,
  defaultSort: 'createdAt',
  defaultItemsPerPage: 25,
  filters: { to: z.string().trim().toLowerCase().max(180).optional() },
});
export type MailQuery = z.infer<typeof ZMailQuery>;

/** A file sent with a mail: text content only (a calendar invitation), kept in the outbox with it. */
export const ZMailAttachment = z.object({
  filename: z.string(),
  contentType: z.string(),
  content: z.string(),
  /** A binary file (a PDF) travels as base64 text; a text file (an invitation) as it is. */
  encoding: z.literal('base64').optional(),
});
export type MailAttachment = z.infer<typeof ZMailAttachment>;

export const ZMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(ZMailAttachment),
  createdAt: z.string(),
  /** Null while the mail waits in the mailbox (always, when no SMTP server is configured). */
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** The account the mail was sent to, when the address belongs to one. */
  recipient: z.object({ id: z.number().int(), brandId: z.number().int().nullable() }).nullable(),
});
export type Mail = z.infer<typeof ZMail>;

export const ZMailList = listAnswer(ZMail);
export type MailList = z.infer<typeof ZMailList>;
