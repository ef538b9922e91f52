import type { Signature } from '@hubgrade/domain/signatures/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contractSignatures, contracts, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import type { SignatureProvider } from './provider.ts';

export type SignatureRow = typeof contractSignatures.$inferSelect;

/** Where staff read a contract's documents (brand-scoped routes of routes.ts). */
export const documentPath = (contractId: number) => `/api/bookings/${contractId}/document.pdf`;
export const signedPath = (contractId: number, signatureId: number) => `/api/bookings/${contractId}/signatures/${signatureId}/signed.pdf`;
export const originalPath = (contractId: number, signatureId: number) =>
  `/api/bookings/${contractId}/signatures/${signatureId}/document.pdf`;

const selection = {
  signature: contractSignatures,
  kind: contracts.kind,
  signer: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
};

function toSignature(
  row: { signature: SignatureRow; kind: 'platform' | 'coworking'; signer: Signature['signer'] },
  provider: SignatureProvider,
): Signature {
  const s = row.signature;
  return {
    id: s.id,
    contractId: s.contractId,
    contractKind: row.kind,
    state: s.state,
    signer: row.signer,
    link: provider.linkFor(s.id),
    documentHash: s.documentHash,
    documentPath: s.documentUploadId ? originalPath(s.contractId, s.id) : documentPath(s.contractId),
    signedPath: s.signedUploadId ? signedPath(s.contractId, s.id) : null,
    signerName: s.signerName,
    signedAt: s.signedAt?.toISOString() ?? null,
    signedIp: s.signedIp,
    declinedAt: s.declinedAt?.toISOString() ?? null,
    declineReason: s.declineReason,
    createdAt: s.createdAt.toISOString(),
  };
}

/** The signatures of a contract of the viewer's scope, newest first. */
export async function listContractSignatures(
  db: Executor,
  viewer: SessionUser,
  provider: SignatureProvider,
  contractId: number,
): Promise<Signature[]> {
  const rows = await db
    .select(selection)
    .from(contractSignatures)
    .innerJoin(contracts, eq(contracts.id, contractSignatures.contractId))
    .innerJoin(users, eq(users.id, contractSignatures.signerId))
    .where(and(eq(contractSignatures.contractId, contractId), brandScope(contractSignatures.brandId, viewer)))
    .orderBy(desc(contractSignatures.id));
  return rows.map((row) => toSignature(row, provider));
}

export async function findSignature(
  db: Executor,
  viewer: Pick<SessionUser, 'brandId'>,
  provider: SignatureProvider,
  contractId: number,
  signatureId: number,
): Promise<Signature> {
  const [row] = await db
    .select(selection)
    .from(contractSignatures)
    .innerJoin(contracts, eq(contracts.id, contractSignatures.contractId))
    .innerJoin(users, eq(users.id, contractSignatures.signerId))
    .where(
      and(
        eq(contractSignatures.id, signatureId),
        eq(contractSignatures.contractId, contractId),
        brandScope(contractSignatures.brandId, viewer),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return toSignature(row, provider);
}

/** The signature row of a contract of the viewer's scope (for its files). */
export async function findSignatureRow(db: Executor, viewer: SessionUser, contractId: number, signatureId: number): Promise<SignatureRow> {
  const [row] = await db
    .select()
    .from(contractSignatures)
    .where(
      and(
        eq(contractSignatures.id, signatureId),
        eq(contractSignatures.contractId, contractId),
        brandScope(contractSignatures.brandId, viewer),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The contract's last signed copy, if any: what GET /uploads/booking/{id} points at first. */
export async function lastSignedCopy(db: Executor, contractId: number): Promise<SignatureRow | null> {
  const [row] = await db
    .select()
    .from(contractSignatures)
    .where(and(eq(contractSignatures.contractId, contractId), eq(contractSignatures.state, 'signed')))
    .orderBy(desc(contractSignatures.signedAt), desc(contractSignatures.id))
    .limit(1);
  return row?.signedUploadId ? row : null;
}
