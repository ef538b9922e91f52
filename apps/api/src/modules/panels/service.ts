import { randomBytes } from 'node:crypto';
import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { PANEL_LABELS as L } from '@hubgrade/domain/panels/labels';
import { orderBlocks } from '@hubgrade/domain/panels/rules';
import type { Panel, PanelBody, PanelDefaultContent, PanelDefaultContentBody } from '@hubgrade/domain/panels/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { panelDefaultContents, panels, sites } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { signalScreensOfBrand, signalScreensOfSites } from '../../plugins/realtime/screen-signal.ts';
import { findDefaultContent, findPanel } from './queries.ts';

/** 32 random bytes: the screen's address cannot be guessed; a new one retires the old at once. */
export const newPanelSecret = () => randomBytes(32).toString('base64url');

/** The panel's site, of the caller's scope: it gives the panel its brand. */
async function siteFor(db: Executor, actor: SessionUser, siteId: number) {
  const [site] = await db
    .select({ id: sites.id, brandId: sites.brandId })
    .from(sites)
    .where(and(eq(sites.id, siteId), brandScope(sites.brandId, actor)));
  if (!site) throw badRequest(ERROR_LABELS.badRequest, { espace: [L.refusals.siteNotFound] });
  return site;
}

const valuesOf = (body: PanelBody) => ({
  name: body.name,
  orientation: body.orientation,
  blocks: orderBlocks(body.blocks),
  announcement: body.announcement,
});

export async function createPanel(db: Db, actor: SessionUser, body: PanelBody): Promise<Panel> {
  const site = await siteFor(db, actor, body.espace);
  const [row] = await db
    .insert(panels)
    .values({ ...valuesOf(body), siteId: site.id, brandId: site.brandId, secret: newPanelSecret() })
    .returning({ id: panels.id });
  return findPanel(db, actor, row?.id ?? 0);
}

export async function updatePanel(db: Db, actor: SessionUser, id: number, body: PanelBody): Promise<Panel> {
  const before = await findPanel(db, actor, id);
  const site = await siteFor(db, actor, body.espace);
  await db.transaction(async (tx) => {
    await tx
      .update(panels)
      .set({ ...valuesOf(body), siteId: site.id, brandId: site.brandId, updatedAt: new Date() })
      .where(and(eq(panels.id, id), brandScope(panels.brandId, actor)));
    // Its screen shows the new blocks at once, and follows it to its new site.
    await signalScreensOfSites(tx, [before.espace.id, site.id]);
  });
  return findPanel(db, actor, id);
}

export async function deletePanel(db: Db, actor: SessionUser, id: number): Promise<null> {
  const panel = await findPanel(db, actor, id);
  await db.transaction(async (tx) => {
    await tx.delete(panels).where(and(eq(panels.id, id), brandScope(panels.brandId, actor)));
    // Its screen's socket is closed at the signal, its secret naming no panel any more.
    await signalScreensOfSites(tx, [panel.espace.id]);
  });
  return null;
}

export async function regeneratePanelSecret(db: Db, actor: SessionUser, id: number): Promise<Panel> {
  const panel = await findPanel(db, actor, id);
  await db.transaction(async (tx) => {
    await tx
      .update(panels)
      .set({ secret: newPanelSecret(), updatedAt: new Date() })
      .where(and(eq(panels.id, id), brandScope(panels.brandId, actor)));
    // The screen on the old secret is cut off at the signal: its socket is closed.
    await signalScreensOfSites(tx, [panel.espace.id]);
  });
  return findPanel(db, actor, id);
}

/** PUT /panels/default-content: the caller's deployment's, one per brand (a unique index keeps it so). */
export async function saveDefaultContent(db: Db, actor: SessionUser, body: PanelDefaultContentBody): Promise<PanelDefaultContent> {
  const mine = actor.brandId === null ? sql`${panelDefaultContents.brandId} is null` : eq(panelDefaultContents.brandId, actor.brandId);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(panelDefaultContents)
      .set({ title: body.title, message: body.message, updatedAt: new Date() })
      .where(mine)
      .returning({ id: panelDefaultContents.id });
    if (updated.length === 0)
      await tx.insert(panelDefaultContents).values({ brandId: actor.brandId, title: body.title, message: body.message });
    await signalScreensOfBrand(tx, actor.brandId);
  });
  return findDefaultContent(db, actor);
}
