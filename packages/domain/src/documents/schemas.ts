import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { MAX_ID, ZId, ZRefId } from '../common/schemas.ts';
import { ZUpload } from '../uploads/schemas.ts';
import { DOCUMENT_LABELS as L } from './labels.ts';
import { DOCUMENT_AUDIENCES, DOCUMENT_PAGE_SIZE, DOCUMENT_TITLE_MAX } from './rules.ts';

export const ZDocumentAudience = z.enum(DOCUMENT_AUDIENCES, { error: L.refusals.required });
export const ZDocumentParams = z.object({ id: ZId });

const ZNamed = z.object({ id: z.number().int(), name: z.string() });
const ZPerson = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });

/** Who a document is shared with; `target` is the site, company or member (null for all members). */
export const ZDocumentShare = z.object({ audience: ZDocumentAudience, target: ZNamed.nullable() });
export type DocumentShare = z.infer<typeof ZDocumentShare>;

export const ZDocumentRow = z.object({
  id: z.number().int(),
  title: z.string(),
  share: ZDocumentShare,
  /** The current version's number and file. */
  version: z.number().int(),
  file: ZUpload,
  updatedAt: z.string(),
});
export type DocumentRow = z.infer<typeof ZDocumentRow>;

export const ZDocumentVersion = z.object({
  id: z.number().int(),
  number: z.number().int(),
  file: ZUpload,
  author: ZPerson.nullable(),
  createdAt: z.string(),
});
export type DocumentVersion = z.infer<typeof ZDocumentVersion>;

/** A document's sheet: its versions, newest first, and whether the caller manages it. */
export const ZDocument = ZDocumentRow.extend({
  brand: z.number().int().nullable(),
  createdAt: z.string(),
  versions: z.array(ZDocumentVersion),
  manage: z.boolean(),
});
export type Document = z.infer<typeof ZDocument>;

export const DOCUMENT_SORTS = ['id', 'title', 'updatedAt'] as const;
export const ZDocumentQuery = listQuery({
  sortable: DOCUMENT_SORTS,
  defaultSort: 'updatedAt',
  defaultItemsPerPage: DOCUMENT_PAGE_SIZE,
  filters: { audience: ZDocumentAudience.optional() },
});
export type DocumentQuery = z.infer<typeof ZDocumentQuery>;
export const ZDocumentList = listAnswer(ZDocumentRow);

const ZTitle = z.string({ error: L.refusals.required }).trim().min(1, L.refusals.required).max(DOCUMENT_TITLE_MAX, L.refusals.titleTooLong);

/** The audience as a form sends it: the target's id, none for all members. */
const shareFields = { audience: ZDocumentAudience, target: ZRefId.nullable().default(null) };

/** POST /documents: the title, who sees it and the first version's file. */
export const ZDocumentBody = z.strictObject({
  title: ZTitle,
  ...shareFields,
  file: z.number({ error: L.refusals.fileRequired }).int().positive().max(MAX_ID),
});
export type DocumentBody = z.infer<typeof ZDocumentBody>;
export type DocumentInput = z.input<typeof ZDocumentBody>;

/** PATCH /documents/{id}: the title and the audience. */
export const ZDocumentPatch = z.strictObject({ title: ZTitle, ...shareFields });
export type DocumentPatch = z.infer<typeof ZDocumentPatch>;
export type DocumentPatchInput = z.input<typeof ZDocumentPatch>;

/** POST /documents/{id}/versions. */
export const ZDocumentVersionBody = z.strictObject({ file: ZRefId });
export type DocumentVersionBody = z.infer<typeof ZDocumentVersionBody>;

/** GET /documents/audiences: the sites, companies and members (found by name) a document may be shared with. */
export const ZDocumentAudienceQuery = z.strictObject({ search: z.string().trim().max(100).optional() });
export const ZDocumentAudiences = z.object({
  sites: z.array(ZNamed),
  companies: z.array(ZNamed),
  members: z.array(ZNamed),
});
export type DocumentAudiences = z.infer<typeof ZDocumentAudiences>;
