import { z } from 'zod';
import { listAnswer } from '../common/list.ts';
import { MAX_ID, zRichText } from '../common/schemas.ts';
import { LEGAL_LABELS as L } from './labels.ts';
import { LEGAL_CONTENT_MAX, LEGAL_PAGE_KINDS, LEGAL_VERSIONS_PAGE_SIZE } from './rules.ts';

export const ZLegalPageKind = z.enum(LEGAL_PAGE_KINDS);

/** A brand's page to edit; brandId 0: the main platform. */
export const ZLegalPageParams = z.object({ kind: ZLegalPageKind, brandId: z.coerce.number().int().min(0).max(MAX_ID) });
export type LegalPageParams = z.infer<typeof ZLegalPageParams>;

/** The page a host shows to anyone, signed in or not. */
export const ZPublicLegalPageParams = z.object({ hostname: z.string().min(1).max(253), kind: ZLegalPageKind });

/** PUT /legal/{kind}/{brandId}: the editor's HTML, sanitised by the API before it is checked and stored. */
export const ZLegalPageBody = z.strictObject({
  content: zRichText(z.string({ error: L.refusals.required }).max(LEGAL_CONTENT_MAX, L.refusals.tooLong)),
});
export type LegalPageBody = z.infer<typeof ZLegalPageBody>;

/** A legal page; `content` is '' and `updatedAt` null while nobody has written it. */
export const ZLegalPage = z.object({
  kind: ZLegalPageKind,
  brandId: z.number().int(),
  content: z.string(),
  updatedAt: z.string().nullable(),
});
export type LegalPage = z.infer<typeof ZLegalPage>;

export const ZLegalPageVersionsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(LEGAL_VERSIONS_PAGE_SIZE),
});

/** A saved text of a page, newest first. */
export const ZLegalPageVersion = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  authorEmail: z.string().nullable(),
  content: z.string(),
});
export type LegalPageVersion = z.infer<typeof ZLegalPageVersion>;
export const ZLegalPageVersionList = listAnswer(ZLegalPageVersion);
export type LegalPageVersionList = z.infer<typeof ZLegalPageVersionList>;
