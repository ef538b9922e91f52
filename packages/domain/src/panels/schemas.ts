import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { ZId, ZRefId } from '../common/schemas.ts';
import { PANEL_LABELS as L } from './labels.ts';
import { PANEL_BLOCKS, PANEL_CHANGED_EVENT, PANEL_NAME_MAX, PANEL_ORIENTATIONS, PANEL_PAGE_SIZE, PANEL_TEXT_MAX } from './rules.ts';

export const ZPanelOrientation = z.enum(PANEL_ORIENTATIONS, { error: L.refusals.required });
export const ZPanelBlock = z.enum(PANEL_BLOCKS, { error: L.refusals.required });
export const ZPanelParams = z.object({ id: ZId });
/** The secret of a screen's address: 32 random bytes, base64url. */
export const ZPanelSecretParams = z.object({ secret: z.string().min(20).max(100) });
export type PanelSecretParams = z.infer<typeof ZPanelSecretParams>;

/** A frame of a screen's socket: a signal only, so that no booking's subject ever travels on it. */
export const ZPanelScreenFrame = z.object({ event: z.literal(PANEL_CHANGED_EVENT) });
export type PanelScreenFrame = z.infer<typeof ZPanelScreenFrame>;
/** What the OpenAPI page shows as the answer of the screen's socket: the frames, not an HTTP body. */
export const ZPanelScreenFrames = ZPanelScreenFrame.describe('Chaque message reçu sur la connexion WebSocket');

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/** A row of /panneau. */
export const ZPanelRow = z.object({
  id: z.number().int(),
  name: z.string(),
  espace: ZNamed,
  orientation: ZPanelOrientation,
  blocks: z.array(ZPanelBlock),
  brand: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type PanelRow = z.infer<typeof ZPanelRow>;

/** A panel's sheet: the row, its own announcement and the secret of its screen's address. */
export const ZPanel = ZPanelRow.extend({
  announcement: z.string(),
  secret: z.string(),
  createdAt: z.string(),
});
export type Panel = z.infer<typeof ZPanel>;

export const PANEL_SORTS = ['id', 'name', 'updatedAt'] as const;
export const ZPanelQuery = listQuery({
  sortable: PANEL_SORTS,
  defaultSort: 'id',
  defaultItemsPerPage: PANEL_PAGE_SIZE,
  filters: { espace: ZId.optional() },
});
export type PanelQuery = z.infer<typeof ZPanelQuery>;
export const ZPanelList = listAnswer(ZPanelRow);
export type PanelList = z.infer<typeof ZPanelList>;

/** The editor's list: the caller's sites. */
export const ZPanelOptions = z.object({ espaces: z.array(ZNamed) });
export type PanelOptions = z.infer<typeof ZPanelOptions>;

const ZText = z.string().max(PANEL_TEXT_MAX, L.refusals.textTooLong);

/** POST /panels and PUT /panels/{id}: the whole panel. */
export const ZPanelBody = z.strictObject({
  espace: ZRefId,
  name: z.string({ error: L.refusals.required }).trim().min(1, L.refusals.required).max(PANEL_NAME_MAX, L.refusals.nameTooLong),
  orientation: ZPanelOrientation.default('landscape'),
  blocks: z
    .array(ZPanelBlock)
    .min(1, L.refusals.blocksRequired)
    .max(PANEL_BLOCKS.length * 2),
  /** Plain text, line breaks kept; empty: the default content shows. */
  announcement: ZText.default(''),
});
export type PanelBody = z.infer<typeof ZPanelBody>;
export type PanelInput = z.input<typeof ZPanelBody>;

/** /panneau/contenu-par-defaut: what the announcements block of a panel without its own shows. */
export const ZPanelDefaultContent = z.object({
  brand: z.number().int().nullable(),
  title: z.string(),
  message: z.string(),
  updatedAt: z.string().nullable(),
});
export type PanelDefaultContent = z.infer<typeof ZPanelDefaultContent>;

export const ZPanelDefaultContentBody = z.strictObject({
  title: z.string().trim().max(PANEL_NAME_MAX, L.refusals.nameTooLong),
  message: ZText,
});
export type PanelDefaultContentBody = z.infer<typeof ZPanelDefaultContentBody>;

/** One meeting of today on the screen: a private one carries « Réservé » and no subject. */
export const ZScreenBooking = z.object({
  id: z.number().int(),
  start: z.string(),
  end: z.string(),
  subject: z.string(),
  private: z.boolean(),
});
export type ScreenBooking = z.infer<typeof ZScreenBooking>;

/** GET /project/screen/{secret}: everything the lobby screen shows, read without signing in. */
export const ZPanelScreen = z.object({
  name: z.string(),
  espace: z.string(),
  orientation: ZPanelOrientation,
  blocks: z.array(ZPanelBlock),
  /** The server's time, for the clock and what is running now. */
  now: z.string(),
  /** Today (Paris), YYYY-MM-DD. */
  day: z.string(),
  rooms: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string(), bookings: z.array(ZScreenBooking) })),
  feed: z.array(
    z.object({ id: z.number().int(), title: z.string(), excerpt: z.string(), important: z.boolean(), publishedAt: z.string() }),
  ),
  announcement: z.object({ title: z.string(), message: z.string() }),
});
export type PanelScreen = z.infer<typeof ZPanelScreen>;
