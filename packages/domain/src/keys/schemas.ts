import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { KEY_LABELS as L } from './labels.ts';

/** Spec §9: the key table shows 20 rows a page. */
export const KEY_PAGE_SIZE = 20;
export const KEY_ASSIGNMENT_PAGE_SIZE = 20;
/** The highest price accepted, in cents (one million euros): beyond it a typing mistake is likelier. */
export const KEY_PRICE_MAX_CENTS = 100_000_000;

const ZId = z.number({ error: L.required }).int(L.required).positive(L.required).max(2_147_483_647);
const ZPriceCents = z.number({ error: L.required }).int(L.priceInvalid).min(0, L.priceMin).max(KEY_PRICE_MAX_CENTS, L.priceInvalid);
/** A calendar day, YYYY-MM-DD. */
const ZDay = z.iso.date({ error: L.assignment.dateInvalid });

/** POST /key_tarif (spec §3 "Key tariff", §7): the site, the key type and the price in cents. */
export const ZKeyTariffBody = z.strictObject({ espace: ZId, type: ZId, price: ZPriceCents });
export type KeyTariffBody = z.infer<typeof ZKeyTariffBody>;

/** PATCH /patch/key_tarif/{id}: the same fields, any of them. */
export const ZKeyTariffPatch = z
  .strictObject({ espace: ZId.optional(), type: ZId.optional(), price: ZPriceCents.optional() })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), { message: L.noChange });
export type KeyTariffPatch = z.infer<typeof ZKeyTariffPatch>;

/** The dialog of spec §2.6 / §5: a type and a price in euros, both required, the price not negative. */
export const ZKeyTariffForm = z.object({
  espace: z.number({ error: L.required }).int().positive(L.required),
  type: z.number({ error: L.required }).int().positive(L.required),
  price: z
    .number({ error: L.required })
    .min(0, L.priceMin)
    .max(KEY_PRICE_MAX_CENTS / 100, L.priceInvalid),
});
export type KeyTariffForm = z.infer<typeof ZKeyTariffForm>;

/** A key tariff (spec §3): its type, its site and its price in cents, with how many are held now. */
export const ZKeyTariff = z.object({
  id: z.number().int(),
  key: z.object({ id: z.number().int(), name: z.string() }),
  espace: z.object({ id: z.number().int(), name: z.string(), address: z.string() }),
  price: z.number().int(),
  brandId: z.number().int().nullable(),
  heldCount: z.number().int(),
});
export type KeyTariff = z.infer<typeof ZKeyTariff>;

export const KEY_TARIFF_SORTS = ['id', 'type', 'espace', 'price'] as const;
export const ZKeyTariffQuery = listQuery({
  sortable: KEY_TARIFF_SORTS,
  defaultSort: 'id',
  defaultItemsPerPage: KEY_PAGE_SIZE,
  filters: {
    espace: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    type: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  },
});
export type KeyTariffQuery = z.infer<typeof ZKeyTariffQuery>;
export const ZKeyTariffList = listAnswer(ZKeyTariff);
export type KeyTariffList = z.infer<typeof ZKeyTariffList>;

/** The key types (Clé, Badge, …) a caller may price: the platform's and their brand's. */
export const ZKeyType = z.object({ id: z.number().int(), name: z.string(), brandId: z.number().int().nullable() });
export type KeyType = z.infer<typeof ZKeyType>;
export const ZKeyTypes = z.array(ZKeyType);

/** The sites a caller may price keys for. */
export const ZKeySite = z.object({ id: z.number().int(), name: z.string(), address: z.string() });
export type KeySite = z.infer<typeof ZKeySite>;
export const ZKeySites = z.array(ZKeySite);

/** Who holds one key or badge of a tariff, since when, and whether it came back. */
export const ZKeyAssignment = z.object({
  id: z.number().int(),
  tariffId: z.number().int(),
  label: z.string(),
  user: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    companyName: z.string().nullable(),
  }),
  assignedAt: z.string(),
  returnedAt: z.string().nullable(),
});
export type KeyAssignment = z.infer<typeof ZKeyAssignment>;

export const KEY_ASSIGNMENT_SORTS = ['id', 'assignedAt', 'label'] as const;
export const KEY_ASSIGNMENT_STATES = ['held', 'returned'] as const;
export const ZKeyAssignmentQuery = listQuery({
  sortable: KEY_ASSIGNMENT_SORTS,
  defaultSort: 'id',
  defaultItemsPerPage: KEY_ASSIGNMENT_PAGE_SIZE,
  filters: { state: z.enum(KEY_ASSIGNMENT_STATES).optional() },
});
export type KeyAssignmentQuery = z.infer<typeof ZKeyAssignmentQuery>;
export const ZKeyAssignmentList = listAnswer(ZKeyAssignment);
export type KeyAssignmentList = z.infer<typeof ZKeyAssignmentList>;

/** POST /key_tarif/{id}/assignments: hand a key to a member of the site's brand. */
export const ZKeyAssignmentBody = z.strictObject({
  user: ZId,
  label: z.string({ error: L.required }).trim().min(1, L.required).max(50),
  /** Defaults to today. */
  assignedAt: ZDay.optional(),
});
export type KeyAssignmentBody = z.infer<typeof ZKeyAssignmentBody>;

/** POST /key_assignments/{id}/return: the key came back (today unless told). */
export const ZKeyReturnBody = z.strictObject({ returnedAt: ZDay.optional() });
export type KeyReturnBody = z.infer<typeof ZKeyReturnBody>;

/** Members a key of this tariff may be handed to (GET /key_tarif/{id}/members?search=). */
export const ZKeyMemberQuery = z.strictObject({ search: z.string().trim().max(100).optional() });
export const ZKeyMemberOption = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
});
export type KeyMemberOption = z.infer<typeof ZKeyMemberOption>;
export const ZKeyMemberOptions = z.array(ZKeyMemberOption);
export type KeyMemberOptions = z.infer<typeof ZKeyMemberOptions>;
export const KEY_MEMBER_OPTIONS_LIMIT = 20;

/** GET /key_tarif/options: what the add/edit dialog offers (the caller's sites and key types). */
export const ZKeyTariffOptions = z.object({ types: ZKeyTypes, espaces: ZKeySites });
export type KeyTariffOptions = z.infer<typeof ZKeyTariffOptions>;
