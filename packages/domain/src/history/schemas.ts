import { z } from 'zod';
import { listAnswer } from '../common/list.ts';

/** Entities whose changes are recorded; a history slug is `{entity}-{id}`, e.g. `user-42`. */
export const HISTORY_ENTITIES = [
  'user',
  'company',
  'site',
  'brand',
  'contract',
  'key',
  'mandate',
  'signature',
  'template-model',
  'template-article',
  'message',
  'discussion',
  'ad',
  'ad-group',
  'meeting-room',
  'meeting-room-reservation',
  'feed-message',
  'feed-category',
  'terrace',
  'terrace-reservation',
  'workstation-reservation',
  'coworking-space',
  'ticket',
  'product-category',
  'product',
  'subscription',
  'export',
  'settings',
  'legal-page',
  'seo-page',
  'document',
  'email-campaign',
  'label',
] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

export const ZHistorySlugParams = z.object({
  slug: z.string().regex(/^[a-z]+(?:-[a-z]+)*-\d{1,10}$/, 'Identifiant d’historique invalide'),
});

export const ZHistoryQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(25),
});

/** History entry (spec shell §3, tables-and-sheets §3). */
export const ZHistoryEntry = z.object({
  id: z.number().int(),
  user: z.object({ email: z.string().nullable() }),
  dateCreation: z.string(),
  entityId: z.number().int(),
  oldData: z.unknown(),
  newData: z.unknown(),
});
export type HistoryEntry = z.infer<typeof ZHistoryEntry>;

/** GET /history/slug/{slug}: one page of a record's changes, newest first. */
export const ZHistoryList = listAnswer(ZHistoryEntry);
export type HistoryList = z.infer<typeof ZHistoryList>;

export function parseHistorySlug(slug: string): { entity: string; id: number } {
  const at = slug.lastIndexOf('-');
  return { entity: slug.slice(0, at), id: Number(slug.slice(at + 1)) };
}
