import { z } from 'zod';
import { AUTH_LABELS } from '../auth/labels.ts';
import { ROLES } from '../auth/roles.ts';
import { isFrenchMobile } from '../auth/rules.ts';
import { listAnswer, listQuery } from '../common/list.ts';
import { MAX_ID, ZId, ZRefId, zDay } from '../common/schemas.ts';
import { ACCESS_RIGHT_NAMES } from './access.ts';
import { MEMBER_LABELS as L } from './labels.ts';
import { ACCOUNT_STATES } from './rules.ts';

const ZName = z.string({ error: AUTH_LABELS.required }).trim().min(1, AUTH_LABELS.required).max(100);

/**
 * PATCH /users/{id} (members-bookings-feed §7): one or a few fields of the sheet. Roles, brand,
 * email and the rest are not accepted here: an unknown field is refused, never ignored.
 */
export const ZMemberPatch = z
  .strictObject({
    enabled: z.boolean().optional(),
    companyOwner: z.boolean().optional(),
    firstName: ZName.optional(),
    lastName: ZName.optional(),
    mobile: z
      .string({ error: AUTH_LABELS.mobileInvalid })
      .trim()
      .max(20, AUTH_LABELS.mobileInvalid)
      .refine(isFrenchMobile, AUTH_LABELS.mobileInvalid)
      .optional(),
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), { message: L.noChange });
export type MemberPatch = z.infer<typeof ZMemberPatch>;

export const ZMemberPatchBody = z.strictObject({ hubgrade_user: ZMemberPatch });
export type MemberPatchBody = z.infer<typeof ZMemberPatchBody>;

/** The member sheet (members-bookings-feed §3 "User"). Dates are ISO strings. */
export const ZMember = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  mobileCC: z.string(),
  roles: z.array(z.enum(ROLES)),
  accountType: z.union([z.literal(1), z.literal(2)]),
  enabled: z.boolean(),
  lastLogin: z.string().nullable(),
  userInscriptionDate: z.string(),
  companyOwner: z.boolean(),
  access: z.record(z.string(), z.boolean()),
  companyId: z.number().int().nullable(),
  parentCompanyName: z.string().nullable(),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  accessCompany: z.boolean(),
  shoppingRights: z.boolean(),
  userSellsyProspectId: z.string().nullable(),
});
export type Member = z.infer<typeof ZMember>;

/**
 * GET /users (members-bookings-feed §2.2, §2.3, §9): 25 a page, newest account first. `state` is
 * the account state of §4, derived from enabled and lastLogin. `createdFrom` and `createdTo` are
 * Paris days, both included; `companyCategory` is a company category's name, as the dashboard's
 * chart adds up the categories of the same name across brands.
 */
export const ZMemberQuery = listQuery({
  sortable: ['userId', 'userInscriptionDate', 'userLastName'],
  defaultSort: 'userId',
  defaultItemsPerPage: 25,
  filters: {
    state: z.enum(ACCOUNT_STATES).optional(),
    accountType: z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2)]))
      .optional(),
    companyId: ZId.optional(),
    role: z.enum(ROLES).optional(),
    /** A brand's members; 0 for the main platform's. Only a brandless viewer chooses. */
    brand: z.coerce.number().int().min(0).max(MAX_ID).optional(),
    createdFrom: zDay(L.filters.invalidDay).optional(),
    createdTo: zDay(L.filters.invalidDay).optional(),
    companyCategory: z.string().trim().min(1).max(100).optional(),
  },
}).refine((q) => q.createdFrom === undefined || q.createdTo === undefined || q.createdFrom <= q.createdTo, {
  message: L.filters.createdRange,
  path: ['createdTo'],
});
export type MemberQuery = z.infer<typeof ZMemberQuery>;

/** One line of the user tables (members-bookings-feed §3 "User (list)"). */
export const ZMemberRow = z.object({
  userId: z.number().int(),
  userInscriptionDate: z.string(),
  userFirstName: z.string(),
  userLastName: z.string(),
  companyId: z.number().int().nullable(),
  parentCompanyName: z.string().nullable(),
  /** The company's category: the "Type de société". */
  parentCompanyType: z.object({ id: z.number().int(), name: z.string(), color: z.string() }).nullable(),
  userMobile: z.string().nullable(),
  mobileCC: z.string(),
  userEmail: z.string(),
  roles: z.array(z.enum(ROLES)),
  userAccountType: z.union([z.literal(1), z.literal(2)]),
  userEnabled: z.boolean(),
  userLastLogin: z.string().nullable(),
  /** A contract running now, as tenant or landlord. */
  booking: z.boolean(),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  userIsOwner: z.boolean(),
  /** Full name of the owner of the member's company. */
  companyOwner: z.string().nullable(),
  accessCompany: z.boolean(),
  shoppingRights: z.boolean(),
  papercut: z.string().nullable(),
  welcomrState: z.boolean(),
  welcomrId: z.string().nullable(),
  /** 0 none, 1 invited without channel, 2 invited to the channel. */
  slackInviteSent: z.number().int(),
  access: z.record(z.string(), z.boolean()),
});
export type MemberRow = z.infer<typeof ZMemberRow>;

export const ZMemberList = listAnswer(ZMemberRow);
export type MemberList = z.infer<typeof ZMemberList>;

/** The expandable row of the global table (§2.2): counts, current contract and renter, CRM prospect. */
export const ZMemberOverview = z.object({
  userId: z.number().int(),
  userAccountType: z.union([z.literal(1), z.literal(2)]),
  ads: z.object({ offline: z.number().int(), online: z.number().int(), available: z.number().int(), total: z.number().int() }),
  contracts: z.object({ ongoing: z.number().int(), done: z.number().int(), total: z.number().int() }),
  currentContract: z
    .object({ id: z.number().int(), startDate: z.string(), contractType: z.number().int(), kind: z.enum(['platform', 'coworking']) })
    .nullable(),
  renter: z
    .object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      company: z.string().nullable(),
      email: z.string(),
      mobile: z.string().nullable(),
    })
    .nullable(),
  userSellsyProspectId: z.string().nullable(),
  /** The prospect's page in the CRM; null without a prospect id. */
  prospectUrl: z.string().nullable(),
});
export type MemberOverview = z.infer<typeof ZMemberOverview>;

/** PATCH /access (§2.17, §7): the consultation rights of one member, all or some of them. */
export const ZAccessBody = z.strictObject({
  access: z.strictObject(
    Object.fromEntries(ACCESS_RIGHT_NAMES.map((n) => [n, z.boolean().optional()])) as Record<
      (typeof ACCESS_RIGHT_NAMES)[number],
      z.ZodOptional<z.ZodBoolean>
    >,
  ),
  createdUserId: ZId,
});
export type AccessBody = z.infer<typeof ZAccessBody>;
export const ZAccessAnswer = z.object({ access: z.record(z.string(), z.boolean()) });
export type AccessAnswer = z.infer<typeof ZAccessAnswer>;

/** PATCH /accessCompany/user/{id} and /shoppingRights/user/{id}: the new value of the flag. */
export const ZAccessCompanyAnswer = z.object({ accessCompany: z.boolean() });
export type AccessCompanyAnswer = z.infer<typeof ZAccessCompanyAnswer>;
export const ZShoppingRightsAnswer = z.object({ shoppingRights: z.boolean() });
export type ShoppingRightsAnswer = z.infer<typeof ZShoppingRightsAnswer>;

/** PUT /users/{id}/roles: super administrators only. Every account keeps ROLE_USER. */
export const ZRolesBody = z.strictObject({
  roles: z
    .array(z.enum(ROLES))
    .max(ROLES.length)
    .transform((roles) => [...new Set<(typeof ROLES)[number]>(['ROLE_USER', ...roles])]),
});
export type RolesBody = z.infer<typeof ZRolesBody>;

/** POST /users/incoming/validate and /refuse: the pending accounts to act on, at most a page of them. */
export const ZIncomingBody = z.strictObject({
  ids: z
    .array(ZRefId)
    .min(1, L.noChange)
    .max(100)
    .transform((ids) => [...new Set(ids)]),
});
export type IncomingBody = z.infer<typeof ZIncomingBody>;
export const ZIncomingAnswer = z.object({ count: z.number().int() });
export type IncomingAnswer = z.infer<typeof ZIncomingAnswer>;

/** GET /users/{id}/brands (spec shell §7): the brands whose back-office the user belongs to. */
export const ZUserBrand = z.object({ id: z.number().int(), name: z.string(), urlBack: z.string().nullable() });
export const ZUserBrands = z.array(ZUserBrand);
export type UserBrand = z.infer<typeof ZUserBrand>;

/** The identity form of the member sheet: the fields PATCH /users/{id} accepts from it. */
export const ZMemberForm = z.strictObject({
  firstName: ZName,
  lastName: ZName,
  mobile: z
    .string({ error: AUTH_LABELS.mobileInvalid })
    .trim()
    .max(20, AUTH_LABELS.mobileInvalid)
    .refine(isFrenchMobile, AUTH_LABELS.mobileInvalid),
});
export type MemberForm = z.infer<typeof ZMemberForm>;

/**
 * GET /brand/{brandId}/users (§6, §7): the users a booking dialog (meeting room, workstation,
 * terrace) may book for. `true` is the caller's own scope (the main platform for its staff, their
 * brand for a brand's); a brand's staff reach only their own brand, a member only themselves.
 */
export const ZBookableUsersParams = z.object({ brandId: z.union([z.literal('true'), z.coerce.number().int().positive().max(MAX_ID)]) });
/** Up to BOOKABLE_USERS_LIMIT users, by last name, whose name or email holds `search`. */
export const ZBookableUsersQuery = z.strictObject({ search: z.string().trim().max(100).optional() });
export const BOOKABLE_USERS_LIMIT = 50;
export const ZBookableUser = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
});
export type BookableUser = z.infer<typeof ZBookableUser>;
export const ZBookableUsers = z.array(ZBookableUser);
