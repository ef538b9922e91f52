import { statementOperation } from '@hubgrade/domain/accounting/builders';
import { AUTH_MAIL_LABELS } from '@hubgrade/domain/auth/labels';
import { formatCents } from '@hubgrade/domain/format/money';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { landlordAccount } from '@hubgrade/domain/payment-orders/rules';
import { STATEMENT_LABELS as L, periodLabel } from '@hubgrade/domain/statements/labels';
import { isStatementEditable, STATEMENT_SENT, type StatementState } from '@hubgrade/domain/statements/rules';
import type { Statement, StatementEditBody } from '@hubgrade/domain/statements/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { brands, mailOutbox, statementLines, statements, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { recordOperation } from '../accounting/journal.ts';
import { renderStatementPdf } from './pdf.ts';
import { scopedStatementId, statementSheet } from './queries.ts';

/** Locks the statement of the viewer's scope behind a crypt id; any other is a 404. */
async function lockStatement(tx: Tx, viewer: SessionUser, token: string) {
  const [row] = await tx
    .select()
    .from(statements)
    .where(and(eq(statements.token, token), brandScope(statements.brandId, viewer)))
    .for('update');
  if (!row) throw notFound(L.refusals.notFound);
  return row;
}

/** PUT /rdg/{cryptId}: the adjustment and the comment of a draft; once sent, a 409. */
export async function updateStatement(
  db: Db,
  viewer: SessionUser,
  token: string,
  body: StatementEditBody,
  now = new Date(),
): Promise<Statement> {
  const id = await db.transaction(async (tx) => {
    const row = await lockStatement(tx, viewer, token);
    if (!isStatementEditable(row.state as StatementState)) throw conflict(L.refusals.notEditable);
    await tx
      .update(statements)
      .set({
        adjustmentCents: body.adjustmentCents,
        adjustmentLabel: body.adjustmentCents === 0 ? '' : body.adjustmentLabel,
        comment: body.comment,
        paidBackCents: row.collectedCents - row.commissionHtCents - row.commissionVatCents + body.adjustmentCents,
        updatedAt: now,
      })
      .where(eq(statements.id, row.id));
    return row.id;
  });
  return statementSheet(db, id);
}

/** The issuer's name: the brand's, or the platform's. */
async function sellerOf(db: Executor, brandId: number | null): Promise<string> {
  if (brandId === null) return AUTH_MAIL_LABELS.platformName;
  const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId));
  return brand?.name ?? AUTH_MAIL_LABELS.platformName;
}

/**
 * A sent statement settles what the landlord is owed: its operation goes into the journal in the
 * sending transaction (the transfer order's payout clears the landlord's account later).
 */
async function recordStatementOperation(tx: Tx, row: typeof statements.$inferSelect, landlordName: string, day: string) {
  const [rents] = await tx
    .select({ htCents: sql<number>`coalesce(sum(${statementLines.baseHtCents}), 0)::int` })
    .from(statementLines)
    .where(eq(statementLines.statementId, row.id));
  const operation = statementOperation({
    number: row.fullNumber,
    date: day,
    pieceDate: row.createdOn,
    landlord: landlordAccount(row.landlordId, landlordName),
    collectedCents: row.collectedCents,
    rentsHtCents: Number(rents?.htCents ?? 0),
    commissionHtCents: row.commissionHtCents,
    commissionVatCents: row.commissionVatCents,
    adjustmentCents: row.adjustmentCents,
    paidBackCents: row.paidBackCents,
  });
  if (operation) await recordOperation(tx, row.brandId, operation, { kind: 'statement', id: row.id });
}

/**
 * POST /rdg/{cryptId}/send: mails the landlord the statement with its PDF, freezes it (envoyé) and
 * writes its journal operation, in one transaction: a refused or failed send mails nothing and leaves the draft as it was.
 */
export async function sendStatement(db: Db, viewer: SessionUser, token: string, now = new Date()): Promise<Statement> {
  const id = await db.transaction(async (tx) => {
    const row = await lockStatement(tx, viewer, token);
    if (row.state !== 1) throw conflict(L.refusals.notSendable);
    const [landlord] = await tx
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, row.landlordId));
    if (!landlord?.email) throw conflict(L.refusals.noEmail);
    const seller = await sellerOf(tx, row.brandId);
    const pdf = await renderStatementPdf(await statementSheet(tx, row.id), seller, now);
    const [mail] = await tx
      .insert(mailOutbox)
      .values({
        toAddress: landlord.email,
        subject: L.mail.subject(row.fullNumber, seller),
        textBody: L.mail.text({
          firstName: landlord.firstName,
          number: row.fullNumber,
          period: periodLabel(row.period),
          paidBack: formatCents(row.paidBackCents),
          seller,
        }),
        attachments: [
          {
            filename: L.mail.fileName(row.fullNumber),
            contentType: 'application/pdf',
            content: Buffer.from(pdf).toString('base64'),
            encoding: 'base64',
          },
        ],
        brandId: row.brandId,
      })
      .returning({ id: mailOutbox.id });
    if (!mail) throw new Error('mail not queued');
    await tx
      .update(statements)
      .set({ state: STATEMENT_SENT, sentAt: now, sentTo: landlord.email, sentMailId: mail.id, updatedAt: now })
      .where(eq(statements.id, row.id));
    await recordStatementOperation(tx, row, `${landlord.firstName} ${landlord.lastName}`, parisDay(now));
    return row.id;
  });
  return statementSheet(db, id);
}

/**
 * GET /rdg/pdf/{cryptInvoice}: the statement of the viewer's scope behind the crypt id (any other
 * is a 404), with what draws it as a PDF.
 */
export async function statementPdf(db: Executor, viewer: SessionUser, token: string, now = new Date()) {
  const statement = await statementSheet(db, await scopedStatementId(db, viewer, token));
  return {
    name: L.mail.fileName(statement.billNumber),
    render: async () => renderStatementPdf(statement, await sellerOf(db, statement.brand), now),
  };
}
