import { isSuperAdmin } from '@hubgrade/domain/auth/roles';
import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import {
  type BlockKind,
  canonicalSlug,
  canonicalTitle,
  mayEditBlock,
  movedOrder,
  PAGE_BLOCKS_MAX,
  wouldCycle,
} from '@hubgrade/domain/seo/rules';
import type {
  Block,
  BlockAdd,
  BlockEditInput,
  BlockMove,
  CanonicalInput,
  Page,
  PageInput,
  PageMove,
  SiteTree,
} from '@hubgrade/domain/seo/schemas';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { seoBlocks, seoPages } from '../../db/schema/index.ts';
import { brandScope, ofBrand } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { withImagePaths } from './images.ts';
import { checkPageModule, findPage, siteTree, toBlock } from './queries.ts';

const P = SEO_LABELS.pages.refusals;
const R = SEO_LABELS.blocks.refusals;

/** The Postgres error of a failed statement, wherever the driver wrapped it. */
function pgError(error: unknown): { code?: string; constraint?: string } | undefined {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code) return e;
  }
  return undefined;
}

/** Two writes raced past the slug check: the unique index answers, as a 409. */
async function guardSlug<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const pg = pgError(error);
    if (pg?.code === '23505' && pg.constraint === 'seo_pages_brand_parent_slug_idx') throw conflict(P.slugTaken);
    throw error;
  }
}

export async function lockPage(tx: Tx, actor: SessionUser, id: number) {
  const [page] = await tx
    .select()
    .from(seoPages)
    .where(and(eq(seoPages.id, id), brandScope(seoPages.brandId, actor)))
    .for('update');
  if (!page) throw notFound();
  checkPageModule(actor, page.kind);
  return page;
}

/** A slug is unique among the pages of one level of a site's tree. */
export async function checkSlug(tx: Tx, brandId: number | null, parentId: number | null, slug: string, exceptId: number | null) {
  const [same] = await tx
    .select({ id: seoPages.id })
    .from(seoPages)
    .where(
      and(
        ofBrand(seoPages.brandId, brandId),
        sql`${seoPages.parentId} is not distinct from ${parentId}`,
        eq(seoPages.slug, slug),
        exceptId === null ? undefined : ne(seoPages.id, exceptId),
      ),
    );
  if (same) throw conflict(P.slugTaken);
}

const pageSnapshot = (page: typeof seoPages.$inferSelect) => ({
  title: page.title,
  slug: page.slug,
  metaTitle: page.metaTitle,
  metaDescription: page.metaDescription,
  canonical: page.canonical,
  published: page.published,
});

/** POST /seo-page-new: a static page of the caller's site (the main platform's for its staff), at the root of its tree. */
export async function createPage(db: Db, actor: SessionUser, body: PageInput): Promise<Page> {
  const id = await guardSlug(() =>
    db.transaction(async (tx) => {
      await checkSlug(tx, actor.brandId, null, body.slug, null);
      const [created] = await tx
        .insert(seoPages)
        .values({ ...body, brandId: actor.brandId, kind: 'static' })
        .returning();
      if (!created) throw new Error('insert returned nothing');
      await recordHistory(tx, {
        entity: 'seo-page',
        entityId: created.id,
        brandId: created.brandId,
        actor,
        oldData: null,
        newData: pageSnapshot(created),
      });
      return created.id;
    }),
  );
  return findPage(db, actor, id);
}

/** PUT /seo-page-new/{id}: the page's own fields; its slug stays unique on its level. */
export async function updatePage(db: Db, actor: SessionUser, id: number, body: PageInput): Promise<Page> {
  await guardSlug(() =>
    db.transaction(async (tx) => {
      const page = await lockPage(tx, actor, id);
      await checkSlug(tx, page.brandId, page.parentId, body.slug, id);
      const [updated] = await tx
        .update(seoPages)
        .set({ ...body, updatedAt: new Date() })
        .where(eq(seoPages.id, id))
        .returning();
      if (!updated) throw notFound();
      await recordHistory(tx, {
        entity: 'seo-page',
        entityId: id,
        brandId: page.brandId,
        actor,
        oldData: pageSnapshot(page),
        newData: pageSnapshot(updated),
      });
    }),
  );
  return findPage(db, actor, id);
}

/** DELETE /seo-page-new/{id}: the page and its blocks; refused while pages hang under it in the tree. */
export async function deletePage(db: Db, actor: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const page = await lockPage(tx, actor, id);
    const [child] = await tx.select({ id: seoPages.id }).from(seoPages).where(eq(seoPages.parentId, id)).limit(1);
    if (child) throw conflict(SEO_LABELS.pages.refusals.hasChildren);
    const blocks = await tx.select({ kind: seoBlocks.kind }).from(seoBlocks).where(eq(seoBlocks.pageId, id));
    if (blocks.some((block) => !mayEditBlock(block.kind as BlockKind, isSuperAdmin(actor.roles)))) throw forbidden(R.scriptSuperAdmin);
    await tx.delete(seoPages).where(eq(seoPages.id, id));
    await recordHistory(tx, { entity: 'seo-page', entityId: id, brandId: page.brandId, actor, oldData: pageSnapshot(page), newData: null });
  });
}

/** The page's blocks locked in their order, so that two moves or additions never interleave. */
async function lockBlocks(tx: Tx, pageId: number) {
  return tx
    .select({ id: seoBlocks.id, position: seoBlocks.position })
    .from(seoBlocks)
    .where(eq(seoBlocks.pageId, pageId))
    .orderBy(asc(seoBlocks.position), asc(seoBlocks.id))
    .for('update');
}

/** Writes positions 1…n in this order, touching only the blocks whose position changes. */
async function writeOrder(tx: Tx, order: number[], before: { id: number; position: number }[]) {
  for (const [index, blockId] of order.entries()) {
    if (before.find((b) => b.id === blockId)?.position !== index + 1) {
      await tx
        .update(seoBlocks)
        .set({ position: index + 1 })
        .where(eq(seoBlocks.id, blockId));
    }
  }
}

const touchPage = (tx: Tx, pageId: number) => tx.update(seoPages).set({ updatedAt: new Date() }).where(eq(seoPages.id, pageId));

function checkMayEdit(actor: SessionUser, kind: BlockKind) {
  if (!mayEditBlock(kind, isSuperAdmin(actor.roles))) throw forbidden(R.scriptSuperAdmin);
}

/** POST /seo-page-new/{id}/blocs: an empty block, last or at the position asked; a raw script only by a super admin. */
export async function addBlock(db: Db, actor: SessionUser, pageId: number, body: BlockAdd): Promise<Block> {
  checkMayEdit(actor, body.kind);
  return db.transaction(async (tx) => {
    const page = await lockPage(tx, actor, pageId);
    const blocks = await lockBlocks(tx, pageId);
    if (blocks.length >= PAGE_BLOCKS_MAX) throw conflict(SEO_LABELS.pages.refusals.tooManyBlocks);
    const [created] = await tx
      .insert(seoBlocks)
      .values({ pageId, kind: body.kind, position: blocks.length + 1 })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    const order = movedOrder([...blocks.map((b) => b.id), created.id], created.id, body.position ?? blocks.length + 1);
    await writeOrder(tx, order, [...blocks, created]);
    await touchPage(tx, pageId);
    await recordHistory(tx, {
      entity: 'seo-page',
      entityId: pageId,
      brandId: page.brandId,
      actor,
      oldData: null,
      newData: { block: created.id, kind: body.kind, position: order.indexOf(created.id) + 1 },
    });
    return toBlock({ ...created, position: order.indexOf(created.id) + 1 });
  });
}

/** The block and its page, locked, within the caller's scope. */
async function lockBlock(tx: Tx, actor: SessionUser, id: number) {
  const [row] = await tx
    .select({ block: seoBlocks, brandId: seoPages.brandId, kind: seoPages.kind })
    .from(seoBlocks)
    .innerJoin(seoPages, eq(seoPages.id, seoBlocks.pageId))
    .where(and(eq(seoBlocks.id, id), brandScope(seoPages.brandId, actor)))
    .for('update');
  if (!row) throw notFound();
  checkPageModule(actor, row.kind);
  return row;
}

/**
 * PATCH /seo-page-new/blocs/edit/{id} (spec shell §7): the block's content, checked by its kind's
 * rules; images must be the caller's site's, their paths written by the API.
 */
export async function editBlock(db: Db, actor: SessionUser, id: number, body: BlockEditInput): Promise<Block> {
  return db.transaction(async (tx) => {
    const { block, brandId } = await lockBlock(tx, actor, id);
    if (block.kind !== body.kind) throw conflict(R.kindMismatch);
    checkMayEdit(actor, block.kind as BlockKind);
    const content = await withImagePaths(tx, actor, body);
    const [updated] = await tx.update(seoBlocks).set({ content, updatedAt: new Date() }).where(eq(seoBlocks.id, id)).returning();
    if (!updated) throw notFound();
    await touchPage(tx, block.pageId);
    await recordHistory(tx, {
      entity: 'seo-page',
      entityId: block.pageId,
      brandId,
      actor,
      oldData: { block: id, kind: block.kind, content: block.content },
      newData: { block: id, kind: block.kind, content },
    });
    return toBlock(updated);
  });
}

/** POST /seo-page-new/blocs/{id}/position: the block moves among its page's, the others close up. */
export async function moveBlock(db: Db, actor: SessionUser, id: number, body: BlockMove): Promise<Page> {
  const pageId = await db.transaction(async (tx) => {
    const { block, brandId } = await lockBlock(tx, actor, id);
    const blocks = await lockBlocks(tx, block.pageId);
    const order = movedOrder(
      blocks.map((b) => b.id),
      id,
      body.position,
    );
    await writeOrder(tx, order, blocks);
    const position = order.indexOf(id) + 1;
    if (position !== block.position) {
      await touchPage(tx, block.pageId);
      await recordHistory(tx, {
        entity: 'seo-page',
        entityId: block.pageId,
        brandId,
        actor,
        oldData: { block: id, position: block.position },
        newData: { block: id, position },
      });
    }
    return block.pageId;
  });
  return findPage(db, actor, pageId);
}

/** DELETE /seo-page-new/blocs/{id}: the block goes, the ones after it close up; a raw script only by a super admin. */
export async function removeBlock(db: Db, actor: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { block, brandId } = await lockBlock(tx, actor, id);
    checkMayEdit(actor, block.kind as BlockKind);
    const blocks = await lockBlocks(tx, block.pageId);
    await tx.delete(seoBlocks).where(eq(seoBlocks.id, id));
    const rest = blocks.filter((b) => b.id !== id);
    await writeOrder(
      tx,
      rest.map((b) => b.id),
      rest,
    );
    await touchPage(tx, block.pageId);
    await recordHistory(tx, {
      entity: 'seo-page',
      entityId: block.pageId,
      brandId,
      actor,
      oldData: { block: id, kind: block.kind, position: block.position, content: block.content },
      newData: { block: id, removed: true },
    });
  });
}

/**
 * POST /seo-page-new/{id}/parent: the page hangs under another page of its site (null: the
 * root), last among its new siblings; its address and its descendants' follow. The site's pages
 * are locked, so that two moves cannot together make a loop; a loop or a slug taken at the new
 * level is a 409.
 */
export async function movePage(db: Db, actor: SessionUser, id: number, body: PageMove): Promise<SiteTree> {
  await guardSlug(() =>
    db.transaction(async (tx) => {
      const page = await lockPage(tx, actor, id);
      const site = await tx
        .select({ id: seoPages.id, parentId: seoPages.parentId, position: seoPages.position })
        .from(seoPages)
        .where(ofBrand(seoPages.brandId, page.brandId))
        .for('update');
      if (body.parentId !== null && !site.some((p) => p.id === body.parentId)) throw notFound();
      if (body.parentId === page.parentId) return;
      if (wouldCycle(new Map(site.map((p) => [p.id, p.parentId])), id, body.parentId)) throw conflict(P.cycle);
      await checkSlug(tx, page.brandId, body.parentId, page.slug, id);
      const last = Math.max(0, ...site.filter((p) => p.parentId === body.parentId).map((p) => p.position));
      await tx
        .update(seoPages)
        .set({ parentId: body.parentId, position: last + 1, updatedAt: new Date() })
        .where(eq(seoPages.id, id));
      await recordHistory(tx, {
        entity: 'seo-page',
        entityId: id,
        brandId: page.brandId,
        actor,
        oldData: { parentId: page.parentId },
        newData: { parentId: body.parentId },
      });
    }),
  );
  return siteTree(db, actor);
}

const B = SEO_LABELS.blocks.fields;

/**
 * POST /seo-canonical-pages: the landing page of a city, a space type and a renter type, at the
 * root of the caller's site; its title and slug are made from them, so one combination has one page.
 */
export async function createCanonicalPage(db: Db, actor: SessionUser, body: CanonicalInput): Promise<Page> {
  const slug = canonicalSlug(body.shortName, body.spaceType, body.renterType);
  const title = canonicalTitle(B.spaceTypeNames[body.spaceType] ?? '', body.city, B.renterTypeNames[body.renterType] ?? '');
  const id = await guardSlug(() =>
    db.transaction(async (tx) => {
      const [same] = await tx
        .select({ id: seoPages.id })
        .from(seoPages)
        .where(and(ofBrand(seoPages.brandId, actor.brandId), sql`${seoPages.parentId} is null`, eq(seoPages.slug, slug)));
      if (same) throw conflict(P.canonicalTaken);
      const [created] = await tx
        .insert(seoPages)
        .values({
          brandId: actor.brandId,
          kind: 'canonical',
          title,
          slug,
          metaTitle: title,
          city: body.city,
          shortName: body.shortName,
          spaceType: body.spaceType,
          renterType: body.renterType,
        })
        .returning();
      if (!created) throw new Error('insert returned nothing');
      await recordHistory(tx, {
        entity: 'seo-page',
        entityId: created.id,
        brandId: created.brandId,
        actor,
        oldData: null,
        newData: {
          ...pageSnapshot(created),
          city: body.city,
          shortName: body.shortName,
          spaceType: body.spaceType,
          renterType: body.renterType,
        },
      });
      return created.id;
    }),
  );
  return findPage(db, actor, id);
}
