import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { MAX_ID, ZId, ZRefId, zRichText } from '../common/schemas.ts';
import { ZUpload } from '../uploads/schemas.ts';
import { FEED_LABELS as L } from './labels.ts';
import { FEED_CATEGORY_PAGE_SIZE, FEED_MESSAGE_PAGE_SIZE, FEED_STATES } from './rules.ts';

const ZState = z.union(FEED_STATES.map((s) => z.literal(s)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>], {
  error: L.required,
});

/**
 * The brand of a feed path (§7 `/brand/{idBrand}/feed/…`): a brand id, or `true` for the caller's
 * own deployment (the main platform for its staff, their brand for a brand's staff).
 */
export const ZFeedBrandParams = z.object({ brandId: z.union([z.literal('true'), ZId]) });
export const ZFeedItemParams = ZFeedBrandParams.extend({ id: ZId });

/** A feed category (§3): a title, and whether its messages are events that members join. */
export const ZFeedCategory = z.object({
  id: z.number().int(),
  title: z.string(),
  isEvent: z.boolean(),
  brand: z.number().int().nullable(),
});
export type FeedCategory = z.infer<typeof ZFeedCategory>;

const ZCategoryTitle = z
  .string({ error: L.categories.nameRequired })
  .trim()
  .min(1, L.categories.nameRequired)
  .max(100, L.categories.nameTooLong);

/** POST /brand/{idBrand}/feed/categories: `hubgrade_feed_categories {title, brand, isEvent}` (§7). */
export const ZFeedCategoryBody = z.strictObject({
  hubgrade_feed_categories: z.strictObject({
    title: ZCategoryTitle,
    /** The path's brand decides; the field is accepted as the spec sends it. */
    brand: ZRefId.nullable().optional(),
    isEvent: z.boolean().default(false),
  }),
});
export type FeedCategoryBody = z.infer<typeof ZFeedCategoryBody>;

/** PATCH /brand/{idBrand}/feed/categories/{id}: `hubgrade_feed_categories {title, isEvent}`. */
export const ZFeedCategoryPatch = z.strictObject({
  hubgrade_feed_categories: z.strictObject({ title: ZCategoryTitle, isEvent: z.boolean() }),
});
export type FeedCategoryPatch = z.infer<typeof ZFeedCategoryPatch>;

/** The create form and the edit dialog of §2.19. */
export const ZFeedCategoryForm = z.object({ title: ZCategoryTitle, isEvent: z.boolean() });
export type FeedCategoryForm = z.infer<typeof ZFeedCategoryForm>;

export const FEED_CATEGORY_SORTS = ['id', 'title'] as const;
export const ZFeedCategoryQuery = listQuery({
  sortable: FEED_CATEGORY_SORTS,
  defaultSort: 'id',
  defaultItemsPerPage: FEED_CATEGORY_PAGE_SIZE,
  filters: {},
});
export type FeedCategoryQuery = z.infer<typeof ZFeedCategoryQuery>;
export const ZFeedCategoryList = listAnswer(ZFeedCategory);
export type FeedCategoryList = z.infer<typeof ZFeedCategoryList>;

const ZPerson = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });
export type FeedPerson = z.infer<typeof ZPerson>;

/** A site of the deployment, receiver of messages. */
export const ZFeedEspace = z.object({ id: z.number().int(), name: z.string() });
export type FeedEspace = z.infer<typeof ZFeedEspace>;
export const ZFeedEspaces = z.array(ZFeedEspace);

/** A row of the messages table (§2.18). */
export const ZFeedMessageRow = z.object({
  id: z.number().int(),
  title: z.string(),
  dateCreation: z.string(),
  datePlaned: z.string().nullable(),
  dateOnline: z.string().nullable(),
  messageState: ZState,
  messageStateName: z.string(),
  espaces: z.array(ZFeedEspace),
});
export type FeedMessageRow = z.infer<typeof ZFeedMessageRow>;

/** A message in full (§3 Feed message): what the card and the editor show. */
export const ZFeedMessage = ZFeedMessageRow.extend({
  state: z.object({ id: ZState, name: z.string() }),
  categories: z.array(z.object({ id: z.number().int(), title: z.string(), isEvent: z.boolean() })),
  isImportant: z.boolean(),
  description: z.string(),
  documents: z.array(z.object({ id: z.number().int(), fileName: z.string(), upload: ZUpload })),
  sender: z.object({ firstName: z.string(), lastName: z.string(), profilePicture: z.object({ path: z.string() }).nullable() }),
  participants: z.array(ZPerson),
  likes: z.array(ZPerson),
  receivers: z.array(ZPerson),
  /** How many members receive it: `receivers` lists the first ones only. */
  receiverCount: z.number().int(),
  brand: z.number().int().nullable(),
  /** Whether the caller likes or joins it (a member's card). */
  reacted: z.boolean(),
});
export type FeedMessage = z.infer<typeof ZFeedMessage>;

export const FEED_MESSAGE_SORTS = ['id', 'title', 'dateCreation', 'datePlaned', 'dateOnline', 'messageState'] as const;
/** Site ids of a query string, "3,5" or repeated: at most 100. */
const ZIdList = z
  .union([z.array(z.coerce.number()), z.string().transform((s) => s.split(',').filter(Boolean).map(Number))])
  .pipe(z.array(z.number().int().positive().max(MAX_ID)).max(100));

const messageFilters = {
  espaces: ZIdList.optional(),
  messageState: z.coerce.number().pipe(ZState).optional(),
};
export const ZFeedMessageQuery = listQuery({
  sortable: FEED_MESSAGE_SORTS,
  defaultSort: 'id',
  defaultItemsPerPage: FEED_MESSAGE_PAGE_SIZE,
  filters: messageFilters,
});
export type FeedMessageQuery = z.infer<typeof ZFeedMessageQuery>;
export const ZFeedMessageList = listAnswer(ZFeedMessageRow);
export type FeedMessageList = z.infer<typeof ZFeedMessageList>;

/** The counts of the state buttons, under the same site and search filters as the table. */
export const ZFeedCountQuery = z.strictObject({ espaces: messageFilters.espaces, search: z.string().trim().max(200).optional() });
export const ZFeedCounts = z.object({ all: z.number().int(), 1: z.number().int(), 2: z.number().int(), 3: z.number().int() });
export type FeedCounts = z.infer<typeof ZFeedCounts>;

/** The editor's message (§2.18 editor): the state asked for decides draft, planned or published now. */
export const ZFeedMessageBody = z.strictObject({
  title: z.string({ error: L.required }).trim().min(1, L.required).max(200, L.refusals.titleTooLong),
  description: zRichText(z.string({ error: L.required }).max(20_000)),
  categories: z.array(ZRefId).max(20).default([]),
  espaces: z.array(ZRefId, { error: L.refusals.espacesRequired }).min(1, L.refusals.espacesRequired).max(100),
  isImportant: z.boolean().default(false),
  documents: z.array(ZRefId).max(20).default([]),
  datePlaned: z.iso.datetime({ offset: true, error: L.refusals.plannedRequired }).nullable().default(null),
  messageState: ZState,
});
export type FeedMessageBody = z.infer<typeof ZFeedMessageBody>;
export type FeedMessageInput = z.input<typeof ZFeedMessageBody>;

/** A member's feed: the published messages of their sites, newest first. */
export const ZMyFeedQuery = z.strictObject({ page: z.coerce.number().int().min(1).max(1000).default(1) });
export const ZMyFeed = z.object({ items: z.array(ZFeedMessage), total: z.number().int() });
export type MyFeed = z.infer<typeof ZMyFeed>;
export const ZMyFeedParams = z.object({ id: ZId });
