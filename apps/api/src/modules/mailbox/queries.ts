import type { Mail, MailList, MailQuery } from '@hubgrade/domain/mailbox/schemas';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { mailOutbox, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

type MailRow = typeof mailOutbox.$inferSelect;
interface MailWithRecipientRow {
  mail: MailRow;
  recipient: { id: number; brandId: number | null } | null;
}

/** Addresses are stored lowercased on both sides, so the unique email index finds the account. */
const mailWithRecipient = {
  mail: mailOutbox,
  recipient: { id: users.id, brandId: users.brandId },
};

function toMail({ mail: row, recipient }: MailWithRecipientRow): Mail {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    attachments: row.attachments,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    attempts: row.attempts,
    lastError: row.lastError,
    recipient,
  };
}

/** The sortBy allowlist of ZMailQuery; ids break ties in the same direction. */
const SORT_COLUMNS: Record<MailQuery['sortBy'], PgColumn | null> = {
  createdAt: null,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
};

function orderOf(query: MailQuery): SQL[] {
  const direction = query.sortDesc ? desc : asc;
  const column = SORT_COLUMNS[query.sortBy];
  // Ids grow with creation time, and unlike created_at they never tie.
  return column ? [direction(column), direction(mailOutbox.id)] : [direction(mailOutbox.id)];
}

export async function listMails(db: Executor, user: SessionUser, query: MailQuery): Promise<MailList> {
  const filters: SQL[] = [brandScope(mailOutbox.brandId, user)];
  if (query.to) filters.push(eq(mailOutbox.toAddress, query.to));
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern));
    if (match) filters.push(match);
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(mailWithRecipient)
      .from(mailOutbox)
      .leftJoin(users, eq(users.email, mailOutbox.toAddress))
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { items: rows.map(toMail), total: total?.n ?? 0 };
}

export async function findMail(db: Executor, user: SessionUser, id: number): Promise<Mail | null> {
  const [row] = await db
    .select(mailWithRecipient)
    .from(mailOutbox)
    .leftJoin(users, eq(users.email, mailOutbox.toAddress))
    .where(and(eq(mailOutbox.id, id), brandScope(mailOutbox.brandId, user)))
    .limit(1);
  return row ? toMail(row) : null;
}
