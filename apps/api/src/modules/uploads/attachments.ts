import type { AccessPolicy } from '@hubgrade/domain/common/operation';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { adPhotos, ads, contractDocuments, contractSignatures, contracts, uploads, userDocuments, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { policyAllows } from '../../plugins/auth.ts';
import { visibleAds } from '../ads/queries.ts';
import { visibleDocumentContracts, visibleDocumentOwners } from '../contracts/documents.ts';
import { type UploadRow, uploadVisibleTo } from './queries.ts';

/**
 * A kind of record an upload can be attached to. A file attached to a record is readable by
 * whoever may read that record: the policy of the record's own read route, and the brand-scope
 * predicate that route's query applies, so the two can never disagree.
 */
interface AttachmentKind {
  /** `METHOD /url` of the route that reads the record (or its file): its policy is the file's. */
  readRoute: string;
  /** The uploads attached to a record of this kind that the viewer's scope reaches (correlated on uploads.id). */
  attached(viewer: SessionUser): SQL;
}

const ATTACHMENT_KINDS: AttachmentKind[] = [
  {
    // Ad photos, shown on the ad sheet.
    readRoute: 'GET /api/annonces/:id',
    attached: (viewer) =>
      sql`exists (select 1 from ${adPhotos} join ${ads} on ${ads.id} = ${adPhotos.adId}
          where ${adPhotos.uploadId} = ${uploads.id} and ${visibleAds(viewer)})`,
  },
  {
    // A user's identity proof or KBIS.
    readRoute: 'GET /api/documents/users/:userId/:kind/file',
    attached: (viewer) =>
      sql`exists (select 1 from ${userDocuments} join ${users} on ${users.id} = ${userDocuments.userId}
          where ${userDocuments.uploadId} = ${uploads.id} and ${visibleDocumentOwners(viewer)})`,
  },
  {
    // Documents filed on a contract; /api/bookings-os/… (coworking) declares the same policy.
    readRoute: 'GET /api/bookings/:id/documents/:documentId/file',
    attached: (viewer) =>
      sql`exists (select 1 from ${contractDocuments} join ${contracts} on ${contracts.id} = ${contractDocuments.contractId}
          where ${contractDocuments.uploadId} = ${uploads.id} and ${visibleDocumentContracts(viewer)})`,
  },
  {
    // The document sent for signature and its signed copy (signatures/queries.ts findSignatureRow's scope).
    readRoute: 'GET /api/bookings/:id/signatures/:signatureId/document.pdf',
    attached: (viewer) =>
      sql`exists (select 1 from ${contractSignatures}
          where ${uploads.id} in (${contractSignatures.documentUploadId}, ${contractSignatures.signedUploadId})
            and ${brandScope(contractSignatures.brandId, viewer)})`,
  },
];

export interface AttachmentRule {
  access: AccessPolicy;
  attached(viewer: SessionUser): SQL;
}

/**
 * The kinds with the policies of their read routes, once every module has registered its routes.
 * A read route that disappears stops the app from starting rather than silently hiding files.
 */
export function attachmentRules(app: Pick<FastifyInstance, 'routeTable'>): AttachmentRule[] {
  return ATTACHMENT_KINDS.map((kind) => {
    const route = app.routeTable.find((r) => `${r.method} ${r.url}` === kind.readRoute);
    if (!route) throw new Error(`Fichiers joints : la route ${kind.readRoute} n'est pas enregistrée`);
    return { access: route.access, attached: kind.attached };
  });
}

/**
 * Who may read an upload: whoever may see or remove it (uploader, administrators in scope), and
 * whoever may read a record it is attached to. Anyone else is told it does not exist.
 */
function uploadReadableBy(viewer: SessionUser, rules: readonly AttachmentRule[]): SQL {
  const throughRecords = rules.filter((rule) => policyAllows(rule.access, viewer)).map((rule) => rule.attached(viewer));
  return or(uploadVisibleTo(viewer), ...throughRecords) as SQL;
}

export async function findReadableUpload(
  db: Executor,
  viewer: SessionUser,
  rules: readonly AttachmentRule[],
  id: number,
): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), uploadReadableBy(viewer, rules)))
    .limit(1);
  return row ?? null;
}
