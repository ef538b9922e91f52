import type { MailAttachment } from '@hubgrade/domain/mailbox/schemas';
import type { Executor } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  brandId?: number | null;
}

/** Mails join the caller's transaction: a rolled-back change sends nothing. */
export async function queueMail(tx: Executor, mail: OutgoingMail): Promise<void> {
  await tx.insert(mailOutbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    attachments: mail.attachments ?? [],
    brandId: mail.brandId ?? null,
  });
}
