import { z } from 'zod';
import { PRODUCT_UNITS } from '../catalogue/rules.ts';
import { listAnswer, listQuery, ZBooleanParam } from '../common/list.ts';
import { ZId, ZRefId, zDay } from '../common/schemas.ts';
import { QUOTE_LABELS as L } from './labels.ts';
import { QUOTE_MAX_LINES, QUOTE_PAGE_SIZE, QUOTE_STATES, QUOTE_VAT_RATES, type QuoteState } from './rules.ts';

export const ZQuoteState = z.union(
  QUOTE_STATES.map((s) => z.literal(s)) as unknown as [z.ZodLiteral<QuoteState>, z.ZodLiteral<QuoteState>, ...z.ZodLiteral<QuoteState>[]],
  { error: L.refusals.required },
);
const ZVatRate = z.union(
  QUOTE_VAT_RATES.map((r) => z.literal(r)) as unknown as [z.ZodLiteral<number>, z.ZodLiteral<number>, ...z.ZodLiteral<number>[]],
  { error: L.refusals.vatRate },
);
const ZDay = zDay(L.refusals.day);
const ZHour = z.string({ error: L.refusals.hour }).regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, L.refusals.hour);

export const ZQuoteParams = z.object({ id: ZId });
/** The link mailed to the client: the quote's unguessable token. */
export const ZQuoteTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, L.refusals.invalidLink) });
/** §7 /devis/{cryptId}/download/pdf/{cryptBrand}. */
export const ZQuotePdfParams = z.object({
  cryptId: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, L.refusals.invalidLink),
  cryptBrand: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, L.refusals.invalidLink),
});

/** A free line: what staff write themselves. */
const ZDesignation = z.string({ error: L.refusals.required }).trim().min(1, L.refusals.required).max(300, L.refusals.designationTooLong);
const ZQuantity = z
  .number({ error: L.refusals.quantity })
  .positive(L.refusals.quantity)
  .max(100_000, L.refusals.quantity)
  .refine((q) => Math.abs(q * 10_000 - Math.round(q * 10_000)) < 1e-6, L.refusals.quantity);
const ZFreeLine = z.strictObject({
  kind: z.literal('free'),
  designation: ZDesignation,
  quantity: ZQuantity,
  unitPriceCents: z.number({ error: L.refusals.price }).int(L.refusals.price).min(0, L.refusals.price).max(100_000_000, L.refusals.price),
  vatRate: ZVatRate,
});

/** A slot: the server names it and prices it from the room's or space's tariff, as the booking dialogs do. */
const slotFields = { day: ZDay, start: ZHour, end: ZHour, vatRate: ZVatRate };
const ZMeetingRoomLine = z.strictObject({ kind: z.literal('meetingRoom'), roomId: ZRefId, ...slotFields });
const ZWorkstationLine = z.strictObject({ kind: z.literal('workstation'), spaceId: ZRefId, ...slotFields });

/**
 * A product of the catalogue: the server copies its price and VAT when the line is written (a later
 * price change leaves the quote as it was); the designation is the product's name unless given.
 */
const ZProductLine = z.strictObject({
  kind: z.literal('product'),
  productId: ZRefId,
  quantity: ZQuantity,
  designation: ZDesignation.optional(),
});

export const ZQuoteLineBody = z.discriminatedUnion('kind', [ZFreeLine, ZMeetingRoomLine, ZWorkstationLine, ZProductLine], {
  error: L.refusals.required,
});
export type QuoteLineBody = z.infer<typeof ZQuoteLineBody>;
export type QuoteSlotBody = Extract<QuoteLineBody, { kind: 'meetingRoom' | 'workstation' }>;

/** POST /devis and PUT /devis/{id}: the whole quote, its lines in print order. */
export const ZQuoteBody = z.strictObject({
  client: ZRefId,
  expirationDate: ZDay,
  comment: z.string().trim().max(2000, L.refusals.commentTooLong).default(''),
  subscription: z.boolean().default(false),
  /** 1 for a client's request to draft, 2 for a draft written by staff (new quotes only). */
  state: z.union([z.literal(1), z.literal(2)]).default(2),
  lines: z.array(ZQuoteLineBody).min(1, L.refusals.noLines).max(QUOTE_MAX_LINES, L.refusals.tooManyLines),
});
export type QuoteBody = z.infer<typeof ZQuoteBody>;
export type QuoteInput = z.input<typeof ZQuoteBody>;

const ZClient = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
});

/** A row of the quotes table (§3 Quote: id, dateDemande, expirationDate, ht, state, subscription, comment, cryptId, cryptBrand). */
export const ZQuoteRow = z.object({
  id: z.number().int(),
  number: z.string(),
  dateDemande: z.string(),
  expirationDate: z.string(),
  ht: z.number().int(),
  ttc: z.number().int(),
  state: ZQuoteState,
  stateName: z.string(),
  subscription: z.boolean(),
  comment: z.string(),
  cryptId: z.string(),
  cryptBrand: z.string(),
  client: ZClient,
});
export type QuoteRow = z.infer<typeof ZQuoteRow>;

export const ZQuoteSlot = z.object({
  kind: z.enum(['meetingRoom', 'workstation']),
  /** The room's or the coworking space's id. */
  placeId: z.number().int(),
  placeName: z.string(),
  siteName: z.string(),
  day: z.string(),
  start: z.string(),
  end: z.string(),
  /** The booking made when the quote was accepted. */
  bookingId: z.number().int().nullable(),
});
export type QuoteSlot = z.infer<typeof ZQuoteSlot>;

/** The catalogue's product a line was written from, as it is now (its unit, its name today). */
export const ZQuoteLineProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  unit: z.enum(PRODUCT_UNITS),
});

export const ZQuoteLine = z.object({
  position: z.number().int(),
  kind: z.enum(['free', 'meetingRoom', 'workstation', 'product']),
  designation: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number().int(),
  vatRate: z.number().int(),
  htCents: z.number().int(),
  vatCents: z.number().int(),
  ttcCents: z.number().int(),
  slot: ZQuoteSlot.nullable(),
  product: ZQuoteLineProduct.nullable(),
});
export type QuoteLine = z.infer<typeof ZQuoteLine>;

/** The sheet: the row, its lines and totals per VAT rate, its history and what the caller may do. */
export const ZQuote = ZQuoteRow.extend({
  brand: z.number().int().nullable(),
  lines: z.array(ZQuoteLine),
  vatBreakdown: z.array(z.object({ vatRate: z.number().int(), baseCents: z.number().int(), vatCents: z.number().int() })),
  vat: z.number().int(),
  events: z.array(
    z.object({
      state: ZQuoteState,
      stateName: z.string(),
      at: z.string(),
      by: z.string().nullable(),
    }),
  ),
  acceptedAt: z.string().nullable(),
  editable: z.boolean(),
  targets: z.array(ZQuoteState),
});
export type Quote = z.infer<typeof ZQuote>;

export const QUOTE_SORTS = ['id', 'dateDemande', 'expirationDate', 'ht', 'state'] as const;
export const ZQuoteQuery = listQuery({
  sortable: QUOTE_SORTS,
  defaultSort: 'id',
  defaultItemsPerPage: QUOTE_PAGE_SIZE,
  filters: {
    state: z.coerce.number().pipe(ZQuoteState).optional(),
    client: ZId.optional(),
  },
});
export type QuoteQuery = z.infer<typeof ZQuoteQuery>;
export const ZQuoteList = listAnswer(ZQuoteRow);
export type QuoteList = z.infer<typeof ZQuoteList>;

/** POST /devis/{id}/state: staff's move (brouillon, envoyé, accepté, refusé, annulé). */
export const ZQuoteMove = z.strictObject({ state: ZQuoteState });
export type QuoteMove = z.infer<typeof ZQuoteMove>;

/** POST /devis/public/{token}: the client's answer from the mailed link. */
export const ZQuoteAnswer = z.strictObject({ accept: z.boolean({ error: L.refusals.required }) });
export type QuoteAnswer = z.infer<typeof ZQuoteAnswer>;

/** What the client's page shows: the quote as its PDF does, without staff's history. */
export const ZPublicQuote = z.object({
  number: z.string(),
  seller: z.string(),
  dateDemande: z.string(),
  expirationDate: z.string(),
  state: ZQuoteState,
  stateName: z.string(),
  subscription: z.boolean(),
  client: z.object({ firstName: z.string(), lastName: z.string(), companyName: z.string().nullable() }),
  lines: z.array(ZQuoteLine.omit({ slot: true, product: true })),
  vatBreakdown: ZQuote.shape.vatBreakdown,
  ht: z.number().int(),
  vat: z.number().int(),
  ttc: z.number().int(),
  /** Whether the client may still accept or refuse it. */
  open: z.boolean(),
});
export type PublicQuote = z.infer<typeof ZPublicQuote>;

/** GET /devis/options: the rooms and coworking spaces a slot line may take, with their tariffs (the staff's brand scope). */
export const ZQuoteOptions = z.object({
  rooms: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      siteName: z.string(),
      brand: z.number().int().nullable(),
      priceHourCents: z.number().int(),
    }),
  ),
  spaces: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      siteName: z.string(),
      brand: z.number().int().nullable(),
      dailyPriceCents: z.number().int(),
    }),
  ),
});
export type QuoteOptions = z.infer<typeof ZQuoteOptions>;

/** GET /devis/products: the catalogue's products a line may take, for the client's brand, found by name. */
export const ZQuoteProductQuery = z.strictObject({
  client: ZId,
  search: z.string().trim().max(120).default(''),
  /** A monthly quote may take the brand's subscription plans too. */
  subscription: ZBooleanParam.default(false),
});
export type QuoteProductQuery = z.infer<typeof ZQuoteProductQuery>;
export const ZQuoteProductOption = z.object({
  id: z.number().int(),
  name: z.string(),
  unitPriceCents: z.number().int(),
  vatRate: z.number().int(),
  unit: z.enum(PRODUCT_UNITS),
  /** Null when the stock is not tracked. */
  stock: z.number().int().nullable(),
});
export type QuoteProductOption = z.infer<typeof ZQuoteProductOption>;
export const ZQuoteProducts = z.array(ZQuoteProductOption);

/** GET /devis/slot: whether a slot is free, and its price (the dialog's warning before saving). */
export const ZQuoteSlotQuery = z.strictObject({
  kind: z.enum(['meetingRoom', 'workstation']),
  placeId: ZId,
  day: ZDay,
  start: ZHour,
  end: ZHour,
});
export type QuoteSlotQuery = z.infer<typeof ZQuoteSlotQuery>;
export const ZQuoteSlotCheck = z.object({ free: z.boolean(), priceCents: z.number().int(), designation: z.string() });
export type QuoteSlotCheck = z.infer<typeof ZQuoteSlotCheck>;

/** The PDF's address, for a call that asks for JSON (a browser gets the file itself). */
export const ZQuotePdf = z.object({ message: z.literal('OK'), path: z.string() });
