import { createHash } from 'node:crypto';
import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import { isReadyToSign, nextSigner, type SigningParty } from '@hubgrade/domain/inventory/rules';
import type { Inventory, InventorySignBody } from '@hubgrade/domain/inventory/schemas';
import { ONE_TIME_CODE_LABELS as CODE_LABELS } from '@hubgrade/domain/one-time-code/labels';
import { maskEmail } from '@hubgrade/domain/one-time-code/rules';
import type { CodeSent } from '@hubgrade/domain/one-time-code/schemas';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { contracts, inventoryReports, inventorySignatures, users } from '../../db/schema/index.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import { queueMail } from '../../lib/mail.ts';
import { checkCode, issueCode, requireSameCode } from '../../lib/one-time-code.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { readUpload } from '../uploads/service.ts';
import { renderInventoryPdf } from './pdf.ts';
import { printablePhoto } from './printable-photo.ts';
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

/** A photo's bytes for the PDF; null when its file is gone or cannot be read, which the PDF says rather than failing. */
const photoReader = (db: Executor, storage: FileStorage) => async (photo: Upload) => {
  const bytes = await readUpload(db, storage, photo.id).catch(() => null);
  return bytes && printablePhoto(bytes);
};

/** The report as the parties signed it, its photos drawn, with a certificate page per signature. */
async function signedPdf(
  db: Executor,
  storage: FileStorage,
  viewer: SessionUser,
  id: number,
): Promise<{ report: Inventory; bytes: Uint8Array }> {
  const report = await findInventory(db, viewer, id);
  const signatures = (await signaturesOf(db, id)).map((s) => ({ ...s, party: s.party as SigningParty, drawing: pngOf(s.drawing) }));
  return { report, bytes: await renderInventoryPdf(report, signatures, sha256, photoReader(db, storage)) };
}

/**
 * The checks before `party` signs, under the report's row lock: a draft of the caller's scope, its
 * exit report not made, every item with a condition, and this party's turn. Answers the report
 * row, the report as shown, and the contract's tenant.
 */
async function turnOf(tx: Executor, actor: SessionUser, id: number, party: SigningParty) {
  const report = await reportInScope(tx, actor, id, true);
  if (report.state === 'signed') throw conflict(L.refusals.signed);
  const current = await findInventory(tx, actor, id);
  if (current.exitReport !== null) throw conflict(L.refusals.entryFrozen);
  if (!isReadyToSign(current.rooms)) throw conflict(L.refusals.notReady);
  const given = (await signaturesOf(tx, id)).map((s) => s.party as SigningParty);
  if (nextSigner(given) !== party) throw conflict(L.refusals.signOrder(party));
  const [tenant] = await tx
    .select({ tenantId: contracts.tenantId, email: users.email, firstName: users.firstName })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.tenantId))
    .where(eq(contracts.id, report.contractId));
  if (!tenant) throw conflict(L.refusals.unknownContract);
  return { report, current, given, tenant };
}

/** The one-time code is bound to the report: a code mailed for one report never signs another. */
const codeOwner = (id: number) => `edl:${id}`;

/**
 * POST /edl/{id}/signatures/code: once staff have signed, a one-time code is mailed to the
 * contract's tenant (their account's address), who types it on the staff member's device to sign:
 * the proof that the tenant, and not someone at hand, signed. One code a minute at most.
 */
export async function sendTenantCode(db: Db, actor: SessionUser, id: number, now = new Date()): Promise<CodeSent> {
  return db.transaction(async (tx) => {
    const { report, current, tenant } = await turnOf(tx, actor, id, 'tenant');
    const { code, columns } = issueCode(codeOwner(id), report, now);
    const sentTo = maskEmail(tenant.email);
    await tx
      .update(inventoryReports)
      .set({ ...columns, codeSentTo: sentTo })
      .where(eq(inventoryReports.id, id));
    await queueMail(tx, {
      to: tenant.email,
      subject: L.codeMail.subject(id),
      text: L.codeMail.text(tenant.firstName, current.kind, id, current.space, code),
      brandId: report.brandId,
    });
    return { sentTo };
  });
}

/** The tenant's code, checked in its own transaction so that a wrong one counts; a missing one is refused as a field. */
const checkTenantCode = (db: Db, actor: SessionUser, id: number, code: string | undefined, now: Date) =>
  checkCode(
    db,
    async (tx) => {
      const { report } = await turnOf(tx, actor, id, 'tenant');
      if (code === undefined) throw badRequest(CODE_LABELS.shape, { code: [CODE_LABELS.shape] });
      return {
        owner: codeOwner(id),
        held: report,
        count: (counted) => tx.update(inventoryReports).set(counted).where(eq(inventoryReports.id, id)),
      };
    },
    code ?? '',
    now,
  );

/**
 * POST /edl/{id}/signatures: staff sign a report ready to sign, then the contract's tenant, in
 * person on the staff member's device, with the one-time code mailed to them. The second
 * signature makes the report « Signé » and mails the PDF to both parties, in the same
 * transaction: a report never ends signed unsent.
 */
export async function signInventory(
  db: Db,
  storage: FileStorage,
  actor: SessionUser,
  id: number,
  body: InventorySignBody,
  context: SignerContext,
  now = new Date(),
): Promise<Inventory> {
  const checked = body.party === 'tenant' ? await checkTenantCode(db, actor, id, body.code, now) : null;
  await db.transaction(async (tx) => {
    const { report, given, tenant } = await turnOf(tx, actor, id, body.party);
    if (checked !== null) requireSameCode(checked, report.codeHash);
    await tx.insert(inventorySignatures).values({
      reportId: id,
      party: body.party,
      userId: body.party === 'staff' ? actor.id : tenant.tenantId,
      name: body.name,
      drawing: body.signature,
      ip: context.ip,
      userAgent: context.userAgent.slice(0, 500),
      signedAt: now,
      ...(checked !== null ? { codeSentTo: report.codeSentTo, codeSentAt: report.codeSentAt } : {}),
    });
    const complete = nextSigner([...given, body.party]) === null;
    if (complete) {
      await tx.update(inventoryReports).set({ state: 'signed', signedAt: now, codeHash: null }).where(eq(inventoryReports.id, id));
    }
    await recordHistory(tx, {
      entity: 'contract',
      entityId: report.contractId,
      brandId: report.brandId,
      actor,
      oldData: { inventory: id, state: report.state },
      newData: {
        inventory: id,
        signedBy: body.party,
        name: body.name,
        state: complete ? 'signed' : 'draft',
        ...(checked !== null ? { codeSentTo: report.codeSentTo } : {}),
      },
    });
    if (!complete) return;
    await mailSignedReport(tx, storage, actor, id, tenant);
  });
  return findInventory(db, actor, id);
}

/** The signed report's PDF to the staff member who signed it and to the tenant. */
async function mailSignedReport(
  tx: Executor,
  storage: FileStorage,
  actor: SessionUser,
  id: number,
  tenant: { tenantId: number; email: string; firstName: string },
) {
  const { report, bytes } = await signedPdf(tx, storage, actor, id);
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
export async function inventoryPdf(db: Db, storage: FileStorage, viewer: SessionUser, id: number) {
  const report = await reportInScope(db, viewer, id);
  if (report.state !== 'signed') throw conflict(L.refusals.notSigned);
  return { name: L.mail.fileName(id), render: async () => (await signedPdf(db, storage, viewer, id)).bytes };
}
