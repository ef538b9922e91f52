import { CONTRACT_LABELS as L } from '@hubgrade/domain/contracts/labels';
import type {
  ContractDocumentSide,
  ContractDocuments,
  ContractKind,
  UserDocumentKind,
  UserDocuments,
} from '@hubgrade/domain/contracts/schemas';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { contractDocuments, contracts, uploads, userDocuments, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { uploadVisibleTo } from '../uploads/queries.ts';
import { flagContractActivity } from './activity.ts';

const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** Where the back-office opens a user's document (streamed by this module with its own access check). */
export const userDocumentPath = (userId: number, kind: UserDocumentKind) => `/api/documents/users/${userId}/${kind}/file`;
export const contractDocumentPath = (kind: ContractKind, contractId: number, documentId: number) =>
  `/api/${kind === 'platform' ? 'bookings' : 'bookings-os'}/${contractId}/documents/${documentId}/file`;

/** The users whose documents a viewer may read; also who may read those files as uploads (attachments.ts). */
export function visibleDocumentOwners(viewer: SessionUser): SQL {
  return and(isNull(users.deletedAt), brandScope(users.brandId, viewer)) as SQL;
}

/** The contracts whose documents a viewer may read; also who may read those files as uploads (attachments.ts). */
export function visibleDocumentContracts(viewer: SessionUser): SQL {
  return and(isNull(contracts.deletedAt), brandScope(contracts.brandId, viewer)) as SQL;
}

async function userInScope(db: Executor, viewer: SessionUser, userId: number) {
  const [user] = await db
    .select({ id: users.id, brandId: users.brandId })
    .from(users)
    .where(and(eq(users.id, userId), visibleDocumentOwners(viewer)));
  if (!user) throw notFound();
  return user;
}

async function contractInScope(db: Executor, viewer: SessionUser, kind: ContractKind, id: number) {
  const [row] = await db
    .select({ id: contracts.id, brandId: contracts.brandId })
    .from(contracts)
    .where(and(eq(contracts.id, id), eq(contracts.kind, kind), visibleDocumentContracts(viewer)));
  if (!row) throw notFound();
  return row;
}

/** An upload the actor may use: theirs, or within their brand scope for an administrator; a document type. */
async function usableUpload(db: Executor, actor: SessionUser, uploadId: number) {
  const [upload] = await db
    .select({ id: uploads.id, originalName: uploads.originalName, mimeType: uploads.mimeType })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), uploadVisibleTo(actor)));
  if (!upload) throw badRequest(L.uploadNotFound, { uploadId: [L.uploadNotFound] });
  if (!DOCUMENT_TYPES.includes(upload.mimeType)) throw badRequest(L.uploadNotPdf, { uploadId: [L.uploadNotPdf] });
  return upload;
}

/** GET /documents/users/{userId}: body[0] holds the identity proof and the KBIS, or null for each missing one. */
export async function findUserDocuments(db: Executor, viewer: SessionUser, userId: number): Promise<UserDocuments> {
  await userInScope(db, viewer, userId);
  const rows = await db
    .select({ kind: userDocuments.kind, name: uploads.originalName })
    .from(userDocuments)
    .innerJoin(uploads, eq(uploads.id, userDocuments.uploadId))
    .where(eq(userDocuments.userId, userId));
  const of = (kind: UserDocumentKind) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? { name: row.name, path: userDocumentPath(userId, kind) } : null;
  };
  return [{ pieceIdentite: of('pieceIdentite'), kbis: of('kbis') }];
}

/** PUT /documents/users/{userId}: the upload becomes the user's document of that kind (replacing the previous one). */
export async function setUserDocument(
  db: Db,
  actor: SessionUser,
  userId: number,
  kind: UserDocumentKind,
  uploadId: number,
): Promise<UserDocuments> {
  await db.transaction(async (tx) => {
    const user = await userInScope(tx, actor, userId);
    const upload = await usableUpload(tx, actor, uploadId);
    const [previous] = await tx
      .select({ uploadId: userDocuments.uploadId })
      .from(userDocuments)
      .where(and(eq(userDocuments.userId, userId), eq(userDocuments.kind, kind)));
    await tx
      .insert(userDocuments)
      .values({ userId, kind, uploadId })
      .onConflictDoUpdate({ target: [userDocuments.userId, userDocuments.kind], set: { uploadId, createdAt: new Date() } });
    await recordHistory(tx, {
      entity: 'user',
      entityId: userId,
      brandId: user.brandId,
      actor,
      oldData: { [kind]: previous?.uploadId ?? null },
      newData: { [kind]: upload.id, name: upload.originalName },
    });
  });
  return findUserDocuments(db, actor, userId);
}

/** The storage key and type of a user's document, for streaming it; null when there is none. */
export async function userDocumentFile(db: Executor, viewer: SessionUser, userId: number, kind: UserDocumentKind) {
  await userInScope(db, viewer, userId);
  const [row] = await db
    .select({ storageKey: uploads.storageKey, mimeType: uploads.mimeType, originalName: uploads.originalName })
    .from(userDocuments)
    .innerJoin(uploads, eq(uploads.id, userDocuments.uploadId))
    .where(and(eq(userDocuments.userId, userId), eq(userDocuments.kind, kind)));
  return row ?? null;
}

/** GET /bookings/{id}/documents: the contract's documents, landlord side and tenant side. */
export async function findContractDocuments(db: Executor, viewer: SessionUser, kind: ContractKind, id: number): Promise<ContractDocuments> {
  await contractInScope(db, viewer, kind, id);
  const rows = await db
    .select({ id: contractDocuments.id, side: contractDocuments.side, name: uploads.originalName, createdAt: contractDocuments.createdAt })
    .from(contractDocuments)
    .innerJoin(uploads, eq(uploads.id, contractDocuments.uploadId))
    .where(eq(contractDocuments.contractId, id))
    .orderBy(asc(contractDocuments.id));
  const of = (side: ContractDocumentSide) =>
    rows
      .filter((r) => r.side === side)
      .map((r) => ({ id: r.id, name: r.name, path: contractDocumentPath(kind, id, r.id), createdAt: r.createdAt.toISOString() }));
  return { landlord: of('landlord'), tenant: of('tenant') };
}

/** POST /bookings/{id}/documents: files an upload on one side of the contract. */
export async function addContractDocument(
  db: Db,
  actor: SessionUser,
  kind: ContractKind,
  id: number,
  side: ContractDocumentSide,
  uploadId: number,
): Promise<ContractDocuments> {
  await db.transaction(async (tx) => {
    const contract = await contractInScope(tx, actor, kind, id);
    const upload = await usableUpload(tx, actor, uploadId);
    const [created] = await tx.insert(contractDocuments).values({ contractId: id, side, uploadId }).returning({ id: contractDocuments.id });
    await recordHistory(tx, {
      entity: 'contract',
      entityId: id,
      brandId: contract.brandId,
      actor,
      oldData: null,
      newData: { document: created?.id, side, name: upload.originalName },
    });
    await flagContractActivity(tx, id, actor.id);
  });
  return findContractDocuments(db, actor, kind, id);
}

/** DELETE /bookings/{id}/documents/{documentId}: the document leaves the contract (the upload stays its uploader's). */
export async function removeContractDocument(
  db: Db,
  actor: SessionUser,
  kind: ContractKind,
  id: number,
  documentId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const contract = await contractInScope(tx, actor, kind, id);
    const [removed] = await tx
      .delete(contractDocuments)
      .where(and(eq(contractDocuments.id, documentId), eq(contractDocuments.contractId, id)))
      .returning({ id: contractDocuments.id, side: contractDocuments.side });
    if (!removed) throw notFound(L.missingDocument);
    await recordHistory(tx, {
      entity: 'contract',
      entityId: id,
      brandId: contract.brandId,
      actor,
      oldData: { document: removed.id, side: removed.side },
      newData: { document: null },
    });
  });
}

/** The storage key of a contract document, for streaming it. */
export async function contractDocumentFile(db: Executor, viewer: SessionUser, kind: ContractKind, id: number, documentId: number) {
  await contractInScope(db, viewer, kind, id);
  const [row] = await db
    .select({ storageKey: uploads.storageKey, mimeType: uploads.mimeType, originalName: uploads.originalName })
    .from(contractDocuments)
    .innerJoin(uploads, eq(uploads.id, contractDocuments.uploadId))
    .where(and(eq(contractDocuments.id, documentId), eq(contractDocuments.contractId, id)));
  return row ?? null;
}
