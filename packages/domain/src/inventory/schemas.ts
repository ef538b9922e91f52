import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { ZId, ZRefId } from '../common/schemas.ts';
import { ZOneTimeCode } from '../one-time-code/schemas.ts';
import { SIGNATURE_LABELS } from '../signatures/labels.ts';
import { ZDrawnSignature } from '../signatures/schemas.ts';
import { ZUpload } from '../uploads/schemas.ts';
import { INVENTORY_LABELS as L } from './labels.ts';
import {
  INVENTORY_KINDS,
  INVENTORY_MAX_ITEMS,
  INVENTORY_MAX_PHOTOS,
  INVENTORY_MAX_ROOMS,
  INVENTORY_PAGE_SIZE,
  INVENTORY_STATES,
  ITEM_CONDITIONS,
  SIGNING_PARTIES,
} from './rules.ts';

export const ZInventoryKind = z.enum(INVENTORY_KINDS, { error: L.refusals.required });
export const ZInventoryState = z.enum(INVENTORY_STATES, { error: L.refusals.required });
export const ZItemCondition = z.enum(ITEM_CONDITIONS, { error: L.refusals.required });

export const ZInventoryParams = z.object({ id: ZId });

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/** A row of /edl. */
export const ZInventoryRow = z.object({
  id: z.number().int(),
  kind: ZInventoryKind,
  state: ZInventoryState,
  contract: z.number().int(),
  tenant: z.string(),
  space: z.string(),
  createdAt: z.string(),
  items: z.number().int(),
  filled: z.number().int(),
});
export type InventoryRow = z.infer<typeof ZInventoryRow>;

/** What the entry report recorded for an item, shown read-only on the exit report (§3 edlE…). */
export const ZEntryValues = z.object({
  id: z.number().int(),
  condition: ZItemCondition.nullable(),
  number: z.number().int().nullable(),
  commentary: z.string(),
  photos: z.array(ZUpload),
});
export type EntryValues = z.infer<typeof ZEntryValues>;

export const ZInventoryItem = z.object({
  id: z.number().int(),
  name: z.string(),
  condition: ZItemCondition.nullable(),
  number: z.number().int().nullable(),
  multiple: z.boolean(),
  commentary: z.string(),
  photos: z.array(ZUpload),
  /** On an exit report: the entry report's item; null for an item found at exit only. */
  entry: ZEntryValues.nullable(),
});
export type InventoryItem = z.infer<typeof ZInventoryItem>;

export const ZInventoryRoom = z.object({ id: z.number().int(), name: z.string(), items: z.array(ZInventoryItem) });
export type InventoryRoom = z.infer<typeof ZInventoryRoom>;

export const ZSigningParty = z.enum(SIGNING_PARTIES, { error: L.refusals.required });

/** A party's signature of a report: who, when (the drawing stays on the server, for the PDF). */
export const ZInventorySignature = z.object({ party: ZSigningParty, name: z.string(), signedAt: z.string() });
export type InventorySignature = z.infer<typeof ZInventorySignature>;

/**
 * POST /edl/{id}/signatures: a party signs in person at the end of the visit, on the staff member's
 * device; the tenant with the one-time code mailed to them (staff are signed in: no code).
 */
export const ZInventorySignBody = z.strictObject({
  party: ZSigningParty,
  name: z.string({ error: SIGNATURE_LABELS.nameRequired }).trim().min(2, SIGNATURE_LABELS.nameRequired).max(120),
  signature: ZDrawnSignature,
  code: ZOneTimeCode.optional(),
});
export type InventorySignBody = z.infer<typeof ZInventorySignBody>;

/** GET /edl/{id}/pdf asked for JSON: the PDF's address. */
export const ZInventoryPdf = z.object({ message: z.literal('OK'), path: z.string() });

/** A report's sheet (/edl/{id}, /edl/pdt/{id}). */
export const ZInventory = ZInventoryRow.extend({
  brand: z.number().int().nullable(),
  rooms: z.array(ZInventoryRoom),
  /** On an exit report: its entry report, for the differences; on an entry report: its exit report, if made. */
  entryReport: z.object({ id: z.number().int(), rooms: z.array(ZInventoryRoom) }).nullable(),
  exitReport: z.number().int().nullable(),
  /** The signatures given, staff's first. */
  signatures: z.array(ZInventorySignature),
  /** The one-time code mailed to the tenant for their signature, while it is awaited: where (masked) and when. */
  tenantCode: z.object({ sentTo: z.string(), sentAt: z.string() }).nullable(),
});
export type Inventory = z.infer<typeof ZInventory>;

export const INVENTORY_SORTS = ['id', 'contract'] as const;
export const ZInventoryQuery = listQuery({
  sortable: INVENTORY_SORTS,
  defaultSort: 'id',
  defaultItemsPerPage: INVENTORY_PAGE_SIZE,
  filters: { kind: ZInventoryKind.optional(), state: ZInventoryState.optional(), contract: ZId.optional() },
});
export type InventoryQuery = z.infer<typeof ZInventoryQuery>;
export const ZInventoryList = listAnswer(ZInventoryRow);

/** The contracts of the caller's scope still without an entry report: the creation form's list. */
export const ZInventoryOptions = z.object({ contracts: z.array(ZNamed) });
export type InventoryOptions = z.infer<typeof ZInventoryOptions>;

/** POST /edl: the entry report of a contract. */
export const ZInventoryCreate = z.strictObject({ contract: ZRefId });
export type InventoryCreate = z.infer<typeof ZInventoryCreate>;

const ZName = z.string({ error: L.refusals.required }).trim().min(1, L.refusals.required).max(120, L.refusals.nameTooLong);

export const ZItemBody = z.strictObject({
  name: ZName,
  condition: ZItemCondition.nullable().default(null),
  number: z
    .number({ error: L.refusals.number })
    .int(L.refusals.number)
    .min(0, L.refusals.number)
    .max(9999, L.refusals.number)
    .nullable()
    .default(null),
  multiple: z.boolean().default(false),
  commentary: z.string().trim().max(2000, L.refusals.commentaryTooLong).default(''),
  photos: z.array(ZRefId).max(INVENTORY_MAX_PHOTOS, L.refusals.tooManyPhotos).default([]),
  /** An exit report's item keeps the entry item it was made from. */
  entryItem: ZRefId.nullable().default(null),
});
export type ItemBody = z.infer<typeof ZItemBody>;
export type ItemInput = z.input<typeof ZItemBody>;

/** PUT /edl/{id}: the rooms and items of a draft, in their order. */
export const ZInventoryBody = z.strictObject({
  rooms: z
    .array(z.strictObject({ name: ZName, items: z.array(ZItemBody).max(INVENTORY_MAX_ITEMS, L.refusals.tooManyItems) }))
    .max(INVENTORY_MAX_ROOMS, L.refusals.tooManyRooms),
});
export type InventoryBody = z.infer<typeof ZInventoryBody>;
export type InventoryInput = z.input<typeof ZInventoryBody>;
