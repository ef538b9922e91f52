import { maskEmail } from '@hubgrade/domain/one-time-code/rules';
import { phoneValue } from '@hubgrade/domain/phone/rules';
import { SIGNATURE_LABELS as L } from '@hubgrade/domain/signatures/labels';
import { isOpenSignature, type SignatureState } from '@hubgrade/domain/signatures/rules';
import type { SignBody, SignCodeBody, SigningSession } from '@hubgrade/domain/signatures/schemas';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { contractSignatures, users } from '../../db/schema/index.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { queueMail } from '../../lib/mail.ts';
import { checkCode, issueCode, requireSameCode } from '../../lib/one-time-code.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { changeContractState } from '../contracts/transition.ts';
import { readUpload } from '../uploads/service.ts';
import { loadContractDocument } from './document-data.ts';
import { appendSignaturePage, renderContractPdf } from './document-pdf.ts';
import { putPdf, recordPdfUpload, sha256 } from './document-store.ts';
import type { SignatureProvider } from './provider.ts';
import type { SignatureRow } from './queries.ts';

/** What the signer's request tells about them, kept as proof. */
export interface SignerContext {
  ip: string;
  userAgent: string;
}

async function load(db: Executor, provider: SignatureProvider, token: string, lock = false) {
  const id = provider.signatureOf(token);
  if (id === null) throw notFound(L.frameErrors.invalidLink);
  const query = db
    .select({
      signature: contractSignatures,
      signer: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(contractSignatures)
    .innerJoin(users, eq(users.id, contractSignatures.signerId))
    .where(eq(contractSignatures.id, id));
  const [row] = await (lock ? query.for('update', { of: contractSignatures }) : query.limit(1));
  if (!row) throw notFound(L.frameErrors.invalidLink);
  return row;
}

function requireOpen(signature: SignatureRow) {
  if (!isOpenSignature(signature.state)) throw conflict(signature.state === 'signed' ? L.alreadySigned : L.notOpen);
}

/**
 * The document the signer signs. A signature made before its document was frozen (seeded links)
 * has it printed, stored and hashed on first use, under the row lock so that two first visits
 * agree on one document.
 */
async function frozenDocument(
  db: Db,
  storage: FileStorage,
  provider: SignatureProvider,
  token: string,
): Promise<{ bytes: Uint8Array; hash: string }> {
  const { signature } = await load(db, provider, token);
  const stored = await readUpload(db, storage, signature.documentUploadId);
  if (stored && signature.documentHash) return { bytes: stored, hash: signature.documentHash };
  if (!isOpenSignature(signature.state)) throw notFound();
  const pdf = await renderContractPdf(await loadContractDocument(db, signature.contractId));
  const file = await putPdf(storage, pdf);
  try {
    return await db.transaction(async (tx) => {
      const { signature: locked } = await load(tx, provider, token, true);
      const again = await readUpload(tx, storage, locked.documentUploadId);
      if (again && locked.documentHash) {
        await file.forget();
        return { bytes: again, hash: locked.documentHash };
      }
      const uploadId = await recordPdfUpload(
        tx,
        file,
        { userId: locked.signerId, brandId: locked.brandId },
        `contrat-${locked.contractId}.pdf`,
      );
      const hash = sha256(pdf);
      await tx
        .update(contractSignatures)
        .set({ documentUploadId: uploadId, documentHash: hash })
        .where(eq(contractSignatures.id, locked.id));
      return { bytes: pdf, hash };
    });
  } catch (error) {
    await file.forget();
    throw error;
  }
}

export async function signingDocument(db: Db, storage: FileStorage, provider: SignatureProvider, token: string): Promise<Uint8Array> {
  return (await frozenDocument(db, storage, provider, token)).bytes;
}

/** GET /esign/{token}: the page is opened; a pending signature becomes started (the frame's "started" event). */
export async function openSigningSession(
  db: Db,
  storage: FileStorage,
  provider: SignatureProvider,
  token: string,
): Promise<SigningSession> {
  const { hash } = await frozenDocument(db, storage, provider, token).catch(async (error: unknown) => {
    // A finished signature still shows its page (with its outcome), without its document if it was removed.
    const { signature } = await load(db, provider, token);
    if (isOpenSignature(signature.state)) throw error;
    return { hash: signature.documentHash ?? '' };
  });
  const { signature, signer } = await db.transaction(async (tx) => {
    const row = await load(tx, provider, token, true);
    if (row.signature.state === 'pending') {
      await tx
        .update(contractSignatures)
        .set({ state: 'started', startedAt: new Date() })
        .where(eq(contractSignatures.id, row.signature.id));
      row.signature.state = 'started';
    }
    return row;
  });
  return {
    contractId: signature.contractId,
    state: signature.state as SignatureState,
    signerName: `${signer.firstName} ${signer.lastName}`,
    signerEmail: maskEmail(signer.email),
    documentHash: hash,
    documentPath: `${provider.linkFor(signature.id)}/document.pdf`,
    codeSentTo: signature.codeSentAt ? maskEmail(signer.email) : null,
  };
}

/**
 * POST /esign/{token}/code: a one-time code by mail, in place of the SMS a hosted provider sends
 * to the mobile; the mobile is still required and kept (§2.23). One code a minute at most.
 */
export async function sendSigningCode(db: Db, provider: SignatureProvider, token: string, body: SignCodeBody, now = new Date()) {
  const mobile = phoneValue(body.mobile.phoneNumber, body.mobile.countryCode);
  return db.transaction(async (tx) => {
    const { signature, signer } = await load(tx, provider, token, true);
    requireOpen(signature);
    const { code, columns } = issueCode(String(signature.id), signature, now);
    await tx
      .update(contractSignatures)
      .set({
        ...columns,
        signerName: body.name,
        signerPhone: mobile.phoneNumber.startsWith('+')
          ? mobile.phoneNumber
          : `+${mobile.countryCallingCode}${mobile.phoneNumber.replace(/^0/, '')}`,
      })
      .where(eq(contractSignatures.id, signature.id));
    await queueMail(tx, {
      to: signer.email,
      subject: L.codeMailSubject,
      text: L.codeMailText(body.name, code, signature.contractId),
      brandId: signature.brandId,
    });
    return { sentTo: maskEmail(signer.email) };
  });
}

/** The signature's code, checked under its row lock; a wrong one counts (committed) before the refusal. */
const checkSigningCode = (db: Db, provider: SignatureProvider, token: string, code: string, now: Date) =>
  checkCode(
    db,
    async (tx) => {
      const { signature } = await load(tx, provider, token, true);
      requireOpen(signature);
      return {
        owner: String(signature.id),
        held: signature,
        count: (counted) => tx.update(contractSignatures).set(counted).where(eq(contractSignatures.id, signature.id)),
      };
    },
    code,
    now,
  );

/**
 * POST /esign/{token}/sign: code checked, then the signed copy (original + certificate page with
 * the drawn signature, name, time, IP, user agent and the original's SHA-256) is stored as an
 * upload, the signature closed and the contract moved to Signé, in one transaction.
 */
export async function signContract(
  db: Db,
  storage: FileStorage,
  provider: SignatureProvider,
  token: string,
  body: SignBody,
  context: SignerContext,
  now = new Date(),
) {
  const checked = await checkSigningCode(db, provider, token, body.code, now);
  const { bytes, hash } = await frozenDocument(db, storage, provider, token);
  if (sha256(bytes) !== hash) throw conflict(L.notOpen);
  const before = await load(db, provider, token);
  const drawing = Buffer.from(body.signature.slice(body.signature.indexOf(',') + 1), 'base64');
  let signedPdf: Uint8Array;
  try {
    signedPdf = await appendSignaturePage(bytes, {
      signerName: body.name,
      signedAt: now,
      ip: context.ip,
      userAgent: context.userAgent,
      mobile: before.signature.signerPhone ?? '',
      documentHash: hash,
      drawing,
    });
  } catch {
    throw badRequest(L.signatureInvalid, { signature: [L.signatureInvalid] });
  }
  const file = await putPdf(storage, signedPdf);
  try {
    return await db.transaction(async (tx) => {
      const { signature, signer } = await load(tx, provider, token, true);
      requireOpen(signature);
      // The code may have been replaced since it was checked: the one checked must still be the one held.
      requireSameCode(checked, signature.codeHash);
      const uploadId = await recordPdfUpload(
        tx,
        file,
        { userId: signer.id, brandId: signature.brandId },
        `contrat-${signature.contractId}-signe.pdf`,
      );
      const changes = {
        state: 'signed' as const,
        signerName: body.name,
        signedAt: now,
        signedIp: context.ip,
        signedUserAgent: context.userAgent.slice(0, 500),
        signedUploadId: uploadId,
        codeHash: null,
      };
      await tx.update(contractSignatures).set(changes).where(eq(contractSignatures.id, signature.id));
      await changeContractState(tx, { contractId: signature.contractId, to: 3, actor: { id: signer.id, email: signer.email } });
      await recordHistory(tx, {
        entity: 'signature',
        entityId: signature.id,
        brandId: signature.brandId,
        actor: { id: signer.id, email: signer.email },
        oldData: { state: signature.state },
        newData: {
          state: 'signed',
          signerName: body.name,
          signedAt: now.toISOString(),
          signedIp: context.ip,
          documentHash: hash,
          signedUploadId: uploadId,
        },
      });
      await queueMail(tx, {
        to: signer.email,
        subject: L.signedMailSubject(signature.contractId),
        text: L.signedMailText(signature.contractId),
        brandId: signature.brandId,
      });
      return { state: 'signed' as const, signatureId: signature.id };
    });
  } catch (error) {
    await file.forget();
    throw error;
  }
}

/** POST /esign/{token}/decline: the refusal is recorded; the contract stays at Signature for staff to decide. */
export async function declineSignature(
  db: Db,
  provider: SignatureProvider,
  token: string,
  reason: string | undefined,
  context: SignerContext,
) {
  return db.transaction(async (tx) => {
    const { signature, signer } = await load(tx, provider, token, true);
    requireOpen(signature);
    const declinedAt = new Date();
    await tx
      .update(contractSignatures)
      .set({
        state: 'declined',
        declinedAt,
        declineReason: reason || null,
        codeHash: null,
        signedIp: context.ip,
        signedUserAgent: context.userAgent.slice(0, 500),
      })
      .where(eq(contractSignatures.id, signature.id));
    await recordHistory(tx, {
      entity: 'signature',
      entityId: signature.id,
      brandId: signature.brandId,
      actor: { id: signer.id, email: signer.email },
      oldData: { state: signature.state },
      newData: { state: 'declined', declinedAt: declinedAt.toISOString(), declineReason: reason ?? null },
    });
    return { state: 'declined' as const, signatureId: signature.id };
  });
}
