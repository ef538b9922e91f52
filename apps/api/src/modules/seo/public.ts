import { createHash } from 'node:crypto';
import { type BlockKind, pagePath } from '@hubgrade/domain/seo/rules';
import type { PublicPage } from '@hubgrade/domain/seo/schemas';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { seoPages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { findBrandByHost } from '../brands/queries.ts';
import { blocksOf, slugsOf, treeOf } from './queries.ts';

const NO_PAGE = 'Aucune page publiée à cette adresse';

/**
 * GET /public/pages?path=…: the published page at this address of the site of the host's brand
 * (the main platform's on an unbranded host), with its saved blocks. A page whose ancestors are
 * unpublished is still served: the tree gives addresses, publication is the page's own.
 */
export async function publicPage(db: Executor, hostname: string, path: string): Promise<PublicPage> {
  const brand = await findBrandByHost(db, hostname);
  const tree = await treeOf(db, brand?.id ?? null);
  const segments = path.split('/').filter((segment) => segment !== '');
  let parentId: number | null = null;
  let found: number | undefined;
  for (const segment of segments) {
    found = [...tree.values()].find((node) => node.parentId === parentId && node.slug === segment)?.id;
    if (found === undefined) throw notFound(NO_PAGE);
    parentId = found;
  }
  if (found === undefined) throw notFound(NO_PAGE);
  const [page] = await db.select().from(seoPages).where(eq(seoPages.id, found));
  if (!page?.published) throw notFound(NO_PAGE);
  const blocks = await blocksOf(db, page.id);
  return {
    title: page.title,
    path: pagePath(slugsOf(tree, page.id)),
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    canonical: page.canonical,
    updatedAt: page.updatedAt.toISOString(),
    blocks: blocks.flatMap((block) => (block.content === null ? [] : [{ kind: block.kind as BlockKind, content: block.content }])),
  };
}

/** A strong validator of the answer: the same page content gives the same tag, whatever else changed. */
export function etagOf(page: PublicPage): string {
  return `"${createHash('sha256').update(JSON.stringify(page)).digest('base64url').slice(0, 32)}"`;
}

/** Whether an If-None-Match header names this tag (a list of tags, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
