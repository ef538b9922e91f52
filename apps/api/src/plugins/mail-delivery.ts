import type { MailAttachment } from '@hubgrade/domain/mailbox/schemas';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { brandSettings, mailOutbox } from '../db/schema/index.ts';

/** After this many failed tries a mail stays in the outbox, with its last error, unsent. */
export const MAX_MAIL_ATTEMPTS = 5;
const PGLITE_BATCH = 50;

export interface PendingMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
  /** The brand's own sender (its settings); null: the deployment's MAIL_FROM. */
  from: { name: string; address: string } | string | null;
}

/** Sends one mail; rejects with the transport's error when the server refuses it. */
export type SendMail = (mail: PendingMail) => Promise<void>;

/**
 * The sender set in the settings of the mail's brand (a mail without brand: the main platform's,
 * brand_key 0). Read by subqueries rather than a join, so that the row lock below stays on the
 * outbox row alone.
 */
// Drizzle writes a column in a raw fragment without its table, which both tables share (brand_id): names are spelt in full.
const senderOf = (column: 'mail_sender_name' | 'mail_sender_address') =>
  sql<
    string | null
  >`(select s.${sql.raw(column)} from ${brandSettings} s where s.brand_key = coalesce(${sql.raw('"mail_outbox"."brand_id"')}, 0))`;

const pendingColumns = {
  id: mailOutbox.id,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  text: mailOutbox.textBody,
  html: mailOutbox.htmlBody,
  attachments: mailOutbox.attachments,
  senderName: senderOf('mail_sender_name'),
  senderAddress: senderOf('mail_sender_address'),
};

type PendingRow = Omit<PendingMail, 'from'> & { senderName: string | null; senderAddress: string | null };

/** A name goes with an address (the settings refuse one alone); an address alone is the whole From. */
export function senderFrom(name: string | null, address: string | null): PendingMail['from'] {
  if (!address) return null;
  return name ? { name, address } : address;
}

function pending({ senderName, senderAddress, ...mail }: PendingRow): PendingMail {
  return { ...mail, from: senderFrom(senderName, senderAddress) };
}

/** Rows are walked in id order from `after`, so one run tries a failing mail only once. */
function pendingAfter(after: number) {
  return and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_MAIL_ATTEMPTS), gt(mailOutbox.id, after));
}

async function sendAndStamp(db: Executor, mail: PendingMail, send: SendMail): Promise<boolean> {
  let error: string | null = null;
  try {
    await send(mail);
  } catch (err) {
    error = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
  }
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, sentAt: error ? null : new Date(), lastError: error })
    .where(eq(mailOutbox.id, mail.id));
  return error === null;
}

/**
 * Several API instances share one PostgreSQL server: each mail is sent inside the transaction
 * that locks its row, and the others skip locked rows, so a mail goes out once.
 */
async function deliverShared(database: Database, send: SendMail, stopped: () => boolean): Promise<number> {
  let sent = 0;
  let after = 0;
  while (!stopped()) {
    const outcome = await database.db.transaction(async (tx) => {
      const [mail] = await tx
        .select(pendingColumns)
        .from(mailOutbox)
        .where(pendingAfter(after))
        .orderBy(asc(mailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!mail) return null;
      after = mail.id;
      return sendAndStamp(tx, pending(mail), send);
    });
    if (outcome === null) break;
    if (outcome) sent++;
  }
  return sent;
}

/**
 * PGlite lives inside this one process, whose sender runs one pass at a time, so no row lock
 * is needed; holding a transaction during SMTP would block every other query of the embedded engine.
 */
async function deliverEmbedded(database: Database, send: SendMail, stopped: () => boolean): Promise<number> {
  let sent = 0;
  let after = 0;
  while (!stopped()) {
    const batch = await database.db
      .select(pendingColumns)
      .from(mailOutbox)
      .where(pendingAfter(after))
      .orderBy(asc(mailOutbox.id))
      .limit(PGLITE_BATCH);
    if (batch.length === 0) break;
    for (const mail of batch) {
      if (stopped()) break;
      after = mail.id;
      if (await sendAndStamp(database.db, pending(mail), send)) sent++;
    }
  }
  return sent;
}

/**
 * One pass over the outbox; returns how many mails the SMTP server accepted. `stopped` is
 * asked between mails, so that shutting down does not wait for a long backlog.
 */
export function deliverPending(database: Database, send: SendMail, stopped: () => boolean = () => false): Promise<number> {
  return database.engine === 'postgres' ? deliverShared(database, send, stopped) : deliverEmbedded(database, send, stopped);
}
