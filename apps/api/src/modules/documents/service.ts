import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { DOCUMENT_LABELS as L } from '@hubgrade/domain/documents/labels';
import { audienceNeedsTarget, DOCUMENT_FILE_TYPES, type DocumentAudience, nextVersionNumber } from '@hubgrade/domain/documents/rules';
import type { Document, DocumentBody, DocumentPatch, DocumentVersionBody } from '@hubgrade/domain/documents/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, documents, documentVersions, sites, uploads, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { uploadVisibleTo } from '../uploads/queries.ts';
import { documentsReadableBy } from './access.ts';
import { findDocument } from './queries.ts';

type DocumentRecord = typeof documents.$inferSelect;

const refuse = (field: string, message: string) => badRequest(ERROR_LABELS.badRequest, { [field]: [message] });

interface Share {
  brandId: number | null;
  audience: DocumentAudience;
  siteId: number | null;
  companyId: number | null;
  userId: number | null;
}

/** The audience's target, within the caller's brand scope; its brand is the document's (the caller's for all members). */
async function resolveShare(tx: Tx, actor: SessionUser, audience: DocumentAudience, target: number | null): Promise<Share> {
  const none = { siteId: null, companyId: null, userId: null };
  if (!audienceNeedsTarget(audience)) {
    if (target !== null) throw refuse('target', L.refusals.targetNotExpected);
    return { brandId: actor.brandId, audience, ...none };
  }
  if (target === null) throw refuse('target', L.refusals.required);
  const [found] =
    audience === 'site'
      ? await tx
          .select({ brandId: sites.brandId })
          .from(sites)
          .where(and(eq(sites.id, target), brandScope(sites.brandId, actor)))
      : audience === 'company'
        ? await tx
            .select({ brandId: companies.brandId })
            .from(companies)
            .where(and(eq(companies.id, target), isNull(companies.deletedAt), brandScope(companies.brandId, actor)))
        : await tx
            .select({ brandId: users.brandId })
            .from(users)
            .where(and(eq(users.id, target), isNull(users.deletedAt), brandScope(users.brandId, actor)));
  if (!found) throw refuse('target', L.refusals.unknownTarget);
  return {
    brandId: found.brandId,
    audience,
    ...none,
    ...(audience === 'site' ? { siteId: target } : audience === 'company' ? { companyId: target } : { userId: target }),
  };
}

/** A file the caller sent (or, for an administrator, one of their scope), PDF or image. */
async function checkFile(tx: Tx, actor: SessionUser, id: number): Promise<void> {
  const [file] = await tx
    .select({ mimeType: uploads.mimeType })
    .from(uploads)
    .where(and(eq(uploads.id, id), uploadVisibleTo(actor)));
  if (!file) throw refuse('file', L.refusals.fileNotFound);
  if (!(DOCUMENT_FILE_TYPES as readonly string[]).includes(file.mimeType)) throw refuse('file', L.refusals.badFileType);
}

const snapshot = (d: DocumentRecord, version?: { number: number; uploadId: number }) => ({
  title: d.title,
  audience: d.audience,
  siteId: d.siteId,
  companyId: d.companyId,
  userId: d.userId,
  ...(version ? { version: version.number, uploadId: version.uploadId } : {}),
});

const record = (tx: Tx, actor: SessionUser, d: DocumentRecord, oldData: unknown, newData: unknown) =>
  recordHistory(tx, { entity: 'document', entityId: d.id, brandId: d.brandId, actor, oldData, newData });

/** The document locked for a change, within the caller's scope. */
async function lockDocument(tx: Tx, actor: SessionUser, id: number): Promise<DocumentRecord> {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), documentsReadableBy(actor)))
    .for('update');
  if (!row) throw notFound(L.refusals.notFound);
  return row;
}

/** POST /documents: the document and its first version. */
export async function createDocument(db: Db, actor: SessionUser, body: DocumentBody): Promise<Document> {
  const id = await db.transaction(async (tx) => {
    const share = await resolveShare(tx, actor, body.audience, body.target);
    const file = body.file;
    await checkFile(tx, actor, file);
    const [created] = await tx
      .insert(documents)
      .values({ ...share, title: body.title, createdBy: actor.id })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    const version = { number: 1, uploadId: file };
    await tx.insert(documentVersions).values({ documentId: created.id, ...version, createdBy: actor.id });
    await record(tx, actor, created, null, snapshot(created, version));
    return created.id;
  });
  return findDocument(db, actor, id);
}

/** PATCH /documents/{id}: the title and who it is shared with. */
export async function patchDocument(db: Db, actor: SessionUser, id: number, body: DocumentPatch): Promise<Document> {
  await db.transaction(async (tx) => {
    const before = await lockDocument(tx, actor, id);
    const share = await resolveShare(tx, actor, body.audience, body.target);
    const [after] = await tx
      .update(documents)
      .set({ ...share, title: body.title, updatedAt: new Date() })
      .where(eq(documents.id, id))
      .returning();
    if (!after) throw notFound(L.refusals.notFound);
    await record(tx, actor, after, snapshot(before), snapshot(after));
  });
  return findDocument(db, actor, id);
}

/** POST /documents/{id}/versions: the file becomes the current version; the older ones stay. */
export async function addDocumentVersion(db: Db, actor: SessionUser, id: number, body: DocumentVersionBody): Promise<Document> {
  await db.transaction(async (tx) => {
    const doc = await lockDocument(tx, actor, id);
    await checkFile(tx, actor, body.file);
    const numbers = await tx.select({ number: documentVersions.number }).from(documentVersions).where(eq(documentVersions.documentId, id));
    const version = { number: nextVersionNumber(numbers.map((n) => n.number)), uploadId: body.file };
    await tx.insert(documentVersions).values({ documentId: id, ...version, createdBy: actor.id });
    await tx.update(documents).set({ updatedAt: new Date() }).where(eq(documents.id, id));
    await record(tx, actor, doc, null, { version: version.number, uploadId: version.uploadId });
  });
  return findDocument(db, actor, id);
}

/** DELETE /documents/{id}: the document and its versions (the files stay in the uploads). */
export async function removeDocument(db: Db, actor: SessionUser, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const doc = await lockDocument(tx, actor, id);
    await tx.delete(documents).where(eq(documents.id, id));
    await record(tx, actor, doc, snapshot(doc), null);
  });
  return null;
}
