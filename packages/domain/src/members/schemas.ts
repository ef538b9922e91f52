import { z } from 'zod';
import { AUTH_LABELS } from '../auth/labels.ts';
import { ROLES } from '../auth/roles.ts';
import { isFrenchMobile } from '../auth/rules.ts';
import { MEMBER_LABELS as L } from './labels.ts';

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
});
export type Member = z.infer<typeof ZMember>;

/** GET /users/{id}/brands (spec shell §7): the brands whose back-office the user belongs to. */
export const ZUserBrand = z.object({ id: z.number().int(), name: z.string(), urlBack: z.string().nullable() });
export const ZUserBrands = z.array(ZUserBrand);
export type UserBrand = z.infer<typeof ZUserBrand>;
