import type { Mail, MailList, MailQuery } from '@hubgrade/domain/mailbox/schemas';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import type { SessionUser } from '../../lib/session-user.ts';

type MailRow = typeof mailOutbox.$inferSelect;

function toMail(row: MailRow): Mail {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    attempts: row.attempts,
    lastError: row.lastError,
  };
}

/** `%` and `_` typed in the search box are looked for as such. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
  // Ids grow with creation time, and unlike created_at they never tie.
  const order = query.sortDesc ? desc(mailOutbox.id) : asc(mailOutbox.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(order)
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { items: rows.map(toMail), total: total?.n ?? 0 };
}

export async function findMail(db: Executor, user: SessionUser, id: number): Promise<Mail | null> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), brandScope(mailOutbox.brandId, user)))
    .limit(1);
  return row ? toMail(row) : null;
}
