import type { LegalPageKind } from '@hubgrade/domain/legal/rules';
import type { LegalPage, LegalPageVersionList } from '@hubgrade/domain/legal/schemas';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { legalPages, legalPageVersions } from '../../db/schema/index.ts';
import { reachableBrand } from '../../lib/brand-key.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findBrandByHost } from '../brands/queries.ts';

type LegalPageRow = typeof legalPages.$inferSelect;

export async function storedPage(db: Executor, brandKey: number, kind: LegalPageKind): Promise<LegalPageRow | null> {
  const [row] = await db
    .select()
    .from(legalPages)
    .where(and(eq(legalPages.brandKey, brandKey), eq(legalPages.kind, kind)));
  return row ?? null;
}

export const pageAnswer = (kind: LegalPageKind, brandKey: number, row: LegalPageRow | null): LegalPage => ({
  kind,
  brandId: brandKey,
  content: row?.content ?? '',
  updatedAt: row ? row.updatedAt.toISOString() : null,
});

/** GET /back/{hostname}/legal/{kind}: the page of the host's brand (the main platform's on its own host), for anyone. */
export async function legalPageByHost(db: Executor, hostname: string, kind: LegalPageKind): Promise<LegalPage> {
  const brandKey = (await findBrandByHost(db, hostname))?.id ?? 0;
  return pageAnswer(kind, brandKey, await storedPage(db, brandKey, kind));
}

/** GET /legal/{kind}/{brandId}: the page to edit, of the caller's brand (any for the main platform's staff). */
export async function findLegalPage(db: Executor, viewer: SessionUser, brandKey: number, kind: LegalPageKind): Promise<LegalPage> {
  await reachableBrand(db, viewer, brandKey);
  return pageAnswer(kind, brandKey, await storedPage(db, brandKey, kind));
}

/** GET /legal/{kind}/{brandId}/versions: the saved texts, newest first. */
export async function listVersions(
  db: Executor,
  viewer: SessionUser,
  brandKey: number,
  kind: LegalPageKind,
  paging: { page: number; itemsPerPage: number },
): Promise<LegalPageVersionList> {
  await reachableBrand(db, viewer, brandKey);
  const page = await storedPage(db, brandKey, kind);
  if (!page) return { items: [], total: 0, next: null };
  const [counted] = await db.select({ total: count() }).from(legalPageVersions).where(eq(legalPageVersions.pageId, page.id));
  const rows = await db
    .select()
    .from(legalPageVersions)
    .where(eq(legalPageVersions.pageId, page.id))
    .orderBy(desc(legalPageVersions.id))
    .limit(paging.itemsPerPage)
    .offset((paging.page - 1) * paging.itemsPerPage);
  return {
    items: rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), authorEmail: r.authorEmail, content: r.content })),
    total: Number(counted?.total ?? 0),
    next: null,
  };
}
