import { isModuleVisible } from '@hubgrade/domain/brands/modules';
import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import { seoImagePath } from '@hubgrade/domain/seo/rules';
import type { BlockEditInput, Image, SeoImage } from '@hubgrade/domain/seo/schemas';
import { UPLOAD_LABELS } from '@hubgrade/domain/uploads/labels';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { seoImages, uploads } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import type { ReceivedFile } from '../uploads/multipart.ts';
import { createUpload } from '../uploads/service.ts';

const R = SEO_LABELS.blocks.refusals;

/** The widest WebP the public site needs (a full-width header on a large screen). */
const WEBP_MAX_WIDTH = 2560;
/** Refuses images whose pixels would take more memory than any page image needs (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

/** The WebP rendition of an image, no wider than the site shows, turned upright from its EXIF orientation. */
async function webpOf(data: Buffer): Promise<Buffer> {
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: WEBP_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw badRequest(UPLOAD_LABELS.wrongType.image);
  }
}

const toSeoImage = (id: number): SeoImage => ({ id, pathRelative: seoImagePath(id, 'original'), webpPath: seoImagePath(id, 'webp') });

/**
 * POST /uploads/seo-page-new (spec shell §7): the image as sent and its WebP rendition, both kept
 * as uploads of the caller's brand. The rendition is made before anything is stored, so a file
 * that is not a readable image leaves nothing behind.
 */
export async function uploadImage(db: Db, storage: FileStorage, actor: SessionUser, file: ReceivedFile): Promise<SeoImage> {
  const context = { brandId: actor.brandId, brandModules: actor.brandModules, roles: actor.roles };
  if (!isModuleVisible('pagesStatiques', context) && !isModuleVisible('pagesCanoniques', context)) throw forbidden();
  const webp = await webpOf(file.data);
  const original = await createUpload(db, storage, actor, 'image', file);
  const rendition = await createUpload(db, storage, actor, 'image', {
    data: webp,
    filename: `${file.filename.replace(/\.[^.]*$/, '')}.webp`,
  });
  const [row] = await db
    .insert(seoImages)
    .values({ brandId: actor.brandId, uploadId: original.id, webpUploadId: rendition.id })
    .returning({ id: seoImages.id });
  if (!row) throw new Error('insert returned nothing');
  return toSeoImage(row.id);
}

/** GET /public/seo-images/{id}/{format}: the stored file of an image, for the public site. */
export async function imageFile(db: Executor, id: number, format: 'original' | 'webp') {
  const [row] = await db
    .select({ storageKey: uploads.storageKey, mimeType: uploads.mimeType, size: uploads.size })
    .from(seoImages)
    .innerJoin(uploads, eq(uploads.id, format === 'webp' ? seoImages.webpUploadId : seoImages.uploadId))
    .where(eq(seoImages.id, id));
  if (!row) throw notFound(R.unknownImage);
  return row;
}

/** The image ids a block's content names, wherever its kind puts them. */
function imageIdsOf(edit: BlockEditInput): number[] {
  switch (edit.kind) {
    case 'header':
      return edit.content.uploadId === null ? [] : [edit.content.uploadId];
    case 'carousel':
    case 'thumbnails':
      return edit.content.items.flatMap((item) => (item.img ? [item.img.uploadId] : []));
    case 'tabs':
      return edit.content.tabs.flatMap((tab) =>
        [tab.img, ...tab.subTabs.map((sub) => sub.img)].flatMap((img) => (img ? [img.uploadId] : [])),
      );
    default:
      return [];
  }
}

const pathsOf = (img: Image | null): Image | null =>
  img
    ? { uploadId: img.uploadId, pathRelative: seoImagePath(img.uploadId, 'original'), webpPath: seoImagePath(img.uploadId, 'webp') }
    : null;

/**
 * The content to store: each image must be one sent to the caller's site (400 otherwise), and its
 * paths are the API's, whatever the body said.
 */
export async function withImagePaths(tx: Tx, actor: SessionUser, edit: BlockEditInput): Promise<unknown> {
  const ids = [...new Set(imageIdsOf(edit))];
  if (ids.length > 0) {
    const found = await tx
      .select({ id: seoImages.id })
      .from(seoImages)
      .where(and(inArray(seoImages.id, ids), brandScope(seoImages.brandId, actor)));
    if (found.length !== ids.length) throw badRequest(R.unknownImage, { content: [R.unknownImage] });
  }
  switch (edit.kind) {
    case 'header': {
      const image = edit.content.uploadId === null ? null : toSeoImage(edit.content.uploadId);
      return { ...edit.content, pathRelative: image?.pathRelative ?? '', webpPath: image?.webpPath ?? '' };
    }
    case 'carousel':
    case 'thumbnails':
      return { ...edit.content, items: edit.content.items.map((item) => ({ ...item, img: pathsOf(item.img) })) };
    case 'tabs':
      return {
        tabs: edit.content.tabs.map((tab) => ({
          ...tab,
          img: pathsOf(tab.img),
          subTabs: tab.subTabs.map((sub) => ({ ...sub, img: pathsOf(sub.img) })),
        })),
      };
    case 'richText':
      return edit.content.html;
    case 'script':
      return edit.content.script;
    default:
      return edit.content;
  }
}
