import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { ZId, ZRefId, zDay, zRichText } from '../common/schemas.ts';
import { ZUpload } from '../uploads/schemas.ts';
import { TICKET_LABELS as L } from './labels.ts';
import {
  TICKET_CATEGORIES,
  TICKET_DEFAULT_PRIORITY,
  TICKET_MAX_FILES,
  TICKET_PAGE_SIZE,
  TICKET_PRIORITIES,
  TICKET_STATES,
  type TicketPriority,
  type TicketState,
} from './rules.ts';

const literals = <T extends number>(values: readonly T[]) =>
  z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<T>, z.ZodLiteral<T>, ...z.ZodLiteral<T>[]], {
    error: L.refusals.required,
  });
export const ZTicketState = literals<TicketState>(TICKET_STATES);
export const ZTicketPriority = literals<TicketPriority>(TICKET_PRIORITIES);
export const ZTicketCategory = z.enum(TICKET_CATEGORIES, { error: L.refusals.required });

export const ZTicketParams = z.object({ id: ZId });

const ZPerson = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });
export type TicketPerson = z.infer<typeof ZPerson>;
const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/** A row of the detailed view and a card of the board. */
export const ZTicketRow = z.object({
  id: z.number().int(),
  title: z.string(),
  state: ZTicketState,
  stateName: z.string(),
  priority: ZTicketPriority,
  category: ZTicketCategory,
  espace: ZNamed,
  reporter: ZPerson,
  company: ZNamed.nullable(),
  assignee: ZPerson.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  commentCount: z.number().int(),
});
export type TicketRow = z.infer<typeof ZTicketRow>;

export const ZTicketComment = z.object({
  id: z.number().int(),
  body: z.string(),
  /** A staff-only note: never answered to the reporter. */
  internal: z.boolean(),
  author: ZPerson,
  createdAt: z.string(),
});
export type TicketComment = z.infer<typeof ZTicketComment>;

/** A ticket's sheet: the row, its description and files, its thread, and what the caller may do. */
export const ZTicket = ZTicketRow.extend({
  description: z.string(),
  brand: z.number().int().nullable(),
  closedAt: z.string().nullable(),
  documents: z.array(z.object({ id: z.number().int(), upload: ZUpload })),
  comments: z.array(ZTicketComment),
  /** The states the caller may move it to. */
  targets: z.array(ZTicketState),
  /** Whether the caller is the desk (assigns, prioritises, writes internal notes). */
  staff: z.boolean(),
  /** Who the desk may give it to: the administrators of its brand (empty for a member). */
  assignees: z.array(ZPerson),
});
export type Ticket = z.infer<typeof ZTicket>;

/** A day filter "YYYY-MM-DD" (Paris), on the day the ticket was reported. */
const ZDayFilter = zDay(L.refusals.required).optional();

const filters = {
  state: z.coerce.number().pipe(ZTicketState).optional(),
  espace: ZId.optional(),
  /** A staff member's id, or "none" for the tickets nobody holds. */
  assignee: z.union([z.literal('none'), ZId]).optional(),
  priority: z.coerce.number().pipe(ZTicketPriority).optional(),
  from: ZDayFilter,
  to: ZDayFilter,
};

export const TICKET_SORTS = ['id', 'updatedAt', 'priority', 'state', 'title'] as const;
export const ZTicketQuery = listQuery({
  sortable: TICKET_SORTS,
  defaultSort: 'id',
  defaultItemsPerPage: TICKET_PAGE_SIZE,
  filters,
});
export type TicketQuery = z.infer<typeof ZTicketQuery>;
export const ZTicketList = listAnswer(ZTicketRow);
export type TicketList = z.infer<typeof ZTicketList>;

/** The board's filters: the table's, without its state, sort and paging. */
export const ZTicketBoardQuery = z.strictObject({
  espace: filters.espace,
  assignee: filters.assignee,
  priority: filters.priority,
  from: filters.from,
  to: filters.to,
  search: z.string().trim().max(200).optional(),
});
export type TicketBoardQuery = z.infer<typeof ZTicketBoardQuery>;
export type TicketFilters = TicketBoardQuery & { state?: TicketState };

/** GET /tickets/board: one column per state with its count and its first tickets (most urgent, then oldest). */
export const ZTicketBoard = z.object({
  columns: z.array(z.object({ state: ZTicketState, name: z.string(), count: z.number().int(), items: z.array(ZTicketRow) })),
});
export type TicketBoard = z.infer<typeof ZTicketBoard>;

/** The form's lists: the caller's sites, and the staff a ticket may be given to (empty for a member). */
export const ZTicketOptions = z.object({ espaces: z.array(ZNamed), assignees: z.array(ZPerson) });
export type TicketOptions = z.infer<typeof ZTicketOptions>;

const ZTitle = z.string({ error: L.refusals.required }).trim().min(1, L.refusals.required).max(150, L.refusals.titleTooLong);

/** POST /tickets: the report (/tickets/nouveau). */
export const ZTicketBody = z.strictObject({
  espace: ZRefId,
  category: ZTicketCategory,
  title: ZTitle,
  description: zRichText(z.string({ error: L.refusals.required }).max(20_000)),
  priority: ZTicketPriority.default(TICKET_DEFAULT_PRIORITY),
  documents: z.array(ZRefId).max(TICKET_MAX_FILES, L.refusals.tooManyFiles).default([]),
});
export type TicketBody = z.infer<typeof ZTicketBody>;
export type TicketInput = z.input<typeof ZTicketBody>;

/** PATCH /tickets/{id}: the desk's handling (null assignee: nobody). */
export const ZTicketPatch = z.strictObject({
  priority: ZTicketPriority.optional(),
  assignee: ZRefId.nullable().optional(),
  category: ZTicketCategory.optional(),
  title: ZTitle.optional(),
  description: zRichText(z.string().max(20_000)).optional(),
  documents: z.array(ZRefId).max(TICKET_MAX_FILES, L.refusals.tooManyFiles).optional(),
});
export type TicketPatch = z.infer<typeof ZTicketPatch>;

/** POST /tickets/{id}/state: the move, and a message that goes with it into the thread. */
export const ZTicketMove = z.strictObject({
  state: ZTicketState,
  comment: z.string().trim().max(5000, L.refusals.commentTooLong).optional(),
});
export type TicketMove = z.infer<typeof ZTicketMove>;

/** POST /tickets/{id}/comments. */
export const ZTicketCommentBody = z.strictObject({
  body: z.string({ error: L.refusals.commentRequired }).trim().min(1, L.refusals.commentRequired).max(5000, L.refusals.commentTooLong),
  internal: z.boolean().default(false),
});
export type TicketCommentBody = z.infer<typeof ZTicketCommentBody>;

/** GET /tickets/summary: the dashboard's card. */
export const ZTicketSummary = z.object({
  waiting: z.number().int(),
  oldest: z.object({ id: z.number().int(), title: z.string(), state: ZTicketState, createdAt: z.string() }).nullable(),
});
export type TicketSummary = z.infer<typeof ZTicketSummary>;
