import type { AccessPolicy } from '@hubgrade/domain/common/operation';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import type { AttachmentKind } from '../../lib/attachment-kind.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { policyAllows } from '../../plugins/auth.ts';
import { type UploadRow, uploadVisibleTo } from './queries.ts';

export interface AttachmentRule {
  access: AccessPolicy;
  attached(viewer: SessionUser): SQL;
}

/**
 * The kinds with the policies of their read routes, once every module has registered its routes.
 * A read route that disappears stops the app from starting rather than silently hiding files.
 */
export function attachmentRules(app: Pick<FastifyInstance, 'routeTable'>, kinds: readonly AttachmentKind[]): AttachmentRule[] {
  return kinds.map((kind) => {
    const readRoute = `${kind.read.method} ${kind.read.path}`;
    const route = app.routeTable.find((r) => `${r.method} ${r.url}` === readRoute);
    if (!route) throw new Error(`Fichiers joints : la route ${readRoute} n'est pas enregistrée`);
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
