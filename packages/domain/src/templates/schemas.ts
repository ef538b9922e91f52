import { z } from 'zod';
import { AUTH_LABELS } from '../auth/labels.ts';
import { listAnswer, listQuery } from '../common/list.ts';
import { ZId, ZRefId, zRichText } from '../common/schemas.ts';
import { TEMPLATE_LABELS as L } from './labels.ts';
import { PAGE_PATTERN } from './rules.ts';

const ZRequiredText = (max: number) => z.string({ error: AUTH_LABELS.required }).trim().min(1, AUTH_LABELS.required).max(max);

/** Page of an article: exactly three digits (spec §2.7 "3-digit mask"), e.g. 001. */
export const ZArticlePage = z.string({ error: AUTH_LABELS.required }).regex(PAGE_PATTERN, L.pageInvalid);

const ZBrandId = ZRefId.nullable();

/** The article fields of spec §3: reference, content, page, brandId. */
export const ZArticleFields = z.strictObject({
  reference: ZRequiredText(150),
  content: zRichText(ZRequiredText(20_000)),
  page: ZArticlePage,
  /** The brand of the article; null = main platform. A brand administrator may only give their own. */
  brandId: ZBrandId,
});
export type ArticleFields = z.infer<typeof ZArticleFields>;

/** Article ids of a model, in the model's order; each at most once. */
export const ZModelArticleIds = z
  .array(ZRefId)
  .max(200)
  .refine((ids) => new Set(ids).size === ids.length, L.duplicateArticle);

/** POST /mandates-models or /signatures/models: reference and articles (spec §7, unwrapped). */
export const ZModelCreateBody = z.strictObject({
  reference: ZRequiredText(150),
  articles: ZModelArticleIds,
  /** The brand of the model; null = main platform. Forced to their own for a brand administrator. */
  brandId: ZBrandId.optional(),
});
export type ModelCreateBody = z.infer<typeof ZModelCreateBody>;

/** PATCH …/{id}: the family's wrapper with {reference} plus articles (spec §7). */
export const ZMandateModelPatchBody = z.strictObject({
  hubgrade_mandate_model: z.strictObject({ reference: ZRequiredText(150) }),
  articles: ZModelArticleIds,
});
export const ZSignatureModelPatchBody = z.strictObject({
  hubgrade_signature_model: z.strictObject({ reference: ZRequiredText(150) }),
  articles: ZModelArticleIds,
});
export type ModelPatch = { reference: string; articles: number[] };

export const ZMandateArticleBody = z.strictObject({ hubgrade_mandate_article: ZArticleFields });
export const ZSignatureArticleBody = z.strictObject({ hubgrade_signature_article: ZArticleFields });

/** Article (spec §3): id, reference, content, page, brandId. */
export const ZArticle = z.object({
  id: z.number().int(),
  reference: z.string(),
  content: z.string(),
  page: z.string(),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
});
export type Article = z.infer<typeof ZArticle>;

/** Model (spec §3): reference and its articles, in order. */
export const ZModel = z.object({
  id: z.number().int(),
  reference: z.string(),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  articles: z.array(ZArticle),
  updatedAt: z.string(),
});
export type Model = z.infer<typeof ZModel>;

/** Filter on the brand: a brand id, or `platform` for the main platform's templates. */
const ZBrandFilter = z.union([z.literal('platform'), ZId]).optional();

export const ARTICLES_PAGE_SIZE = 100;
export const MODELS_PAGE_SIZE = 25;

export const ZArticleQuery = listQuery({
  sortable: ['id', 'page', 'reference'],
  defaultSort: 'page',
  defaultItemsPerPage: ARTICLES_PAGE_SIZE,
  filters: { brandId: ZBrandFilter },
});
export type ArticleQuery = z.infer<typeof ZArticleQuery>;
export const ZArticleList = listAnswer(ZArticle);
export type ArticleList = z.infer<typeof ZArticleList>;

export const ZModelQuery = listQuery({
  sortable: ['id', 'reference', 'updatedAt'],
  defaultSort: 'id',
  defaultItemsPerPage: MODELS_PAGE_SIZE,
  filters: { brandId: ZBrandFilter },
});
export type ModelQuery = z.infer<typeof ZModelQuery>;
export const ZModelList = listAnswer(ZModel);
export type ModelList = z.infer<typeof ZModelList>;

/** Answer of GET /uploads/booking/{id} and /uploads/booking-os/{bookingId} (tables §7). */
export const ZContractFileAnswer = z.object({ message: z.literal('OK'), path: z.string() });
export type ContractFileAnswer = z.infer<typeof ZContractFileAnswer>;

export const ZBookingIdParams = z.object({ bookingId: ZId });
