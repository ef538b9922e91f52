import { createHash } from 'node:crypto';
import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import { isReadyToSign, nextSigner, type SigningParty } from '@hubgrade/domain/inventory/rules';
import type { Inventory, InventorySignBody } from '@hubgrade/domain/inventory/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { contracts, inventoryReports, inventorySignatures, users } from '../../db/schema/index.ts';
import { recordHistory } from '../../lib/history.ts';
import { conflict } from '../../lib/http-error.ts';
import { queueMail } from '../../lib/mail.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { renderInventoryPdf } from './pdf.ts';
import { findInventory, reportInScope } from './queries.ts';

/** What the signer's request tells about them, kept as proof (as the contracts' e-signature keeps it). */
export interface SignerContext {
  ip: string;
  userAgent: string;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const pngOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

/** The signatures of a report with their proof, staff's first. */
const signaturesOf = (db: Executor, reportId: number) =>
  db.select().from(inventorySignatures).where(eq(inventorySignatures.reportId, reportId)).orderBy(asc(inventorySignatures.signedAt));

/** The report as the parties signed it, with a certificate page per signature. */
async function signedPdf(db: Executor, viewer: SessionUser, id: number): Promise<{ report: Inventory; bytes: Uint8Array }> {
  const report = await findInventory(db, viewer, id);
  const signatures = (await signaturesOf(db, id)).map((s) => ({ ...s, drawing: pngOf(s.drawing) }));
  return { report, bytes: await renderInventoryPdf(report, signatures, sha256) };
}

/**
 * POST /edl/{id}/signatures: staff sign a report ready to sign, then the contract's tenant, in
 * person on the staff member's device. The second signature makes the report « Signé » and
 * mails the PDF to both parties, in the same transaction: a report never ends signed unsent.
 */
export async function signInventory(
  db: Db,
  actor: SessionUser,
  id: number,
  body: InventorySignBody,
  context: SignerContext,
  now = new Date(),
): Promise<Inventory> {
  await db.transaction(async (tx) => {
    const report = await reportInScope(tx, actor, id, true);
    if (report.state === 'signed') throw conflict(L.refusals.signed);
    const current = await findInventory(tx, actor, id);
    if (current.exitReport !== null) throw conflict(L.refusals.entryFrozen);
    if (!isReadyToSign(current.rooms)) throw conflict(L.refusals.notReady);
    const given = (await signaturesOf(tx, id)).map((s) => s.party as SigningParty);
    if (nextSigner(given) !== body.party) throw conflict(L.refusals.signOrder(body.party));
    const [contract] = await tx
      .select({ tenantId: contracts.tenantId, email: users.email, firstName: users.firstName })
      .from(contracts)
      .innerJoin(users, eq(users.id, contracts.tenantId))
      .where(eq(contracts.id, report.contractId));
    if (!contract) throw conflict(L.refusals.unknownContract);
    await tx.insert(inventorySignatures).values({
      reportId: id,
      party: body.party,
      userId: body.party === 'staff' ? actor.id : contract.tenantId,
      name: body.name,
      drawing: body.signature,
      ip: context.ip,
      userAgent: context.userAgent.slice(0, 500),
      signedAt: now,
    });
    const complete = nextSigner([...given, body.party]) === null;
    if (complete) await tx.update(inventoryReports).set({ state: 'signed', signedAt: now }).where(eq(inventoryReports.id, id));
    await recordHistory(tx, {
      entity: 'contract',
      entityId: report.contractId,
      brandId: report.brandId,
      actor,
      oldData: { inventory: id, state: report.state },
      newData: { inventory: id, signedBy: body.party, name: body.name, state: complete ? 'signed' : 'draft' },
    });
    if (!complete) return;
    await mailSignedReport(tx, actor, id, contract);
  });
  return findInventory(db, actor, id);
}

/** The signed report's PDF to the staff member who signed it and to the tenant. */
async function mailSignedReport(
  tx: Executor,
  actor: SessionUser,
  id: number,
  tenant: { tenantId: number; email: string; firstName: string },
) {
  const { report, bytes } = await signedPdf(tx, actor, id);
  const [staff] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(inventorySignatures)
    .innerJoin(users, eq(users.id, inventorySignatures.userId))
    .where(eq(inventorySignatures.reportId, id))
    .orderBy(asc(inventorySignatures.signedAt))
    .limit(1);
  const recipients = [staff, { email: tenant.email, firstName: tenant.firstName }].filter((r) => r !== undefined);
  const attachment = {
    filename: L.mail.fileName(id),
    contentType: 'application/pdf',
    content: Buffer.from(bytes).toString('base64'),
    encoding: 'base64' as const,
  };
  for (const to of recipients) {
    await queueMail(tx, {
      to: to.email,
      subject: L.mail.subject(report.kind, id),
      text: L.mail.text(to.firstName, report.kind, id, report.space),
      attachments: [attachment],
      brandId: report.brand,
    });
  }
}

/** GET /edl/{id}/pdf: the PDF of a report both parties have signed. */
export async function inventoryPdf(db: Db, viewer: SessionUser, id: number) {
  const report = await reportInScope(db, viewer, id);
  if (report.state !== 'signed') throw conflict(L.refusals.notSigned);
  return { name: L.mail.fileName(id), render: async () => (await signedPdf(db, viewer, id)).bytes };
}
