import type { ContractState } from '@hubgrade/domain/contracts/rules';
import { CONTRACT_STATE_LABELS } from '@hubgrade/domain/contracts/states';
import { SIGNATURE_LABELS as L } from '@hubgrade/domain/signatures/labels';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { contractSignatures } from '../../db/schema/index.ts';
import { recordHistory } from '../../lib/history.ts';
import { conflict } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { changeContractState } from '../contracts/transition.ts';
import { type ContractRow, findScopedContract } from './contract-access.ts';
import { loadContractDocument } from './document-data.ts';
import { renderContractPdf } from './document-pdf.ts';
import { putPdf, recordPdfUpload, sha256 } from './document-store.ts';
import type { SignatureProvider } from './provider.ts';

/** A contract can be sent for signature once accepted (1), or again while at Signature (2). */
const SIGNABLE: readonly ContractState[] = [1, 2];

async function openSignatureOf(tx: Executor, contractId: number) {
  const [open] = await tx
    .select({ id: contractSignatures.id })
    .from(contractSignatures)
    .where(and(eq(contractSignatures.contractId, contractId), inArray(contractSignatures.state, ['pending', 'started'])))
    .orderBy(desc(contractSignatures.id))
    .limit(1);
  return open ?? null;
}

function checkSignable(contract: ContractRow) {
  const state = contract.state as ContractState;
  if (!SIGNABLE.includes(state)) throw conflict(L.cannotStart(CONTRACT_STATE_LABELS[state]));
}

/**
 * POST /bookings/{id}/signatures: a signature for the contract's tenant. The document is printed
 * and frozen now (stored, hashed), so the signer signs exactly what staff sent. A contract at
 * Accepté moves to Signature; a signature already open is given back rather than doubled.
 */
export async function startSignature(
  db: Db,
  storage: FileStorage,
  provider: SignatureProvider,
  actor: SessionUser,
  contractId: number,
): Promise<{ signatureId: number; link: string; created: boolean }> {
  const contract = await findScopedContract(db, actor, contractId);
  checkSignable(contract);
  const existing = await openSignatureOf(db, contractId);
  if (existing) return { signatureId: existing.id, link: provider.linkFor(existing.id), created: false };

  const pdf = await renderContractPdf(await loadContractDocument(db, contractId));
  const file = await putPdf(storage, pdf);
  try {
    const outcome = await db.transaction(async (tx) => {
      // Checked again under the lock: a concurrent start or state change wins, this one steps back.
      const locked = await findScopedContract(tx, actor, contractId, { lock: true });
      checkSignable(locked);
      const raced = await openSignatureOf(tx, contractId);
      if (raced) return { signatureId: raced.id, created: false };
      if (locked.state === 1) {
        await changeContractState(tx, { contractId, to: 2, actor: { id: actor.id, email: actor.email, brandId: actor.brandId } });
      }
      const uploadId = await recordPdfUpload(tx, file, { userId: locked.tenantId, brandId: locked.brandId }, `contrat-${contractId}.pdf`);
      const [row] = await tx
        .insert(contractSignatures)
        .values({
          brandId: locked.brandId,
          contractId,
          signerId: locked.tenantId,
          createdBy: actor.id,
          provider: provider.name,
          documentUploadId: uploadId,
          documentHash: sha256(pdf),
        })
        .returning({ id: contractSignatures.id });
      if (!row) throw new Error('signature not returned');
      await recordHistory(tx, {
        entity: 'signature',
        entityId: row.id,
        brandId: locked.brandId,
        actor,
        oldData: null,
        newData: { contractId, state: 'pending', signerId: locked.tenantId, documentHash: sha256(pdf) },
      });
      return { signatureId: row.id, created: true };
    });
    if (!outcome.created) await file.forget();
    return { ...outcome, link: provider.linkFor(outcome.signatureId) };
  } catch (error) {
    await file.forget();
    throw error;
  }
}
