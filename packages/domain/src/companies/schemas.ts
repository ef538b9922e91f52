import { z } from 'zod';
import { AUTH_LABELS } from '../auth/labels.ts';
import { listAnswer, listQuery } from '../common/list.ts';
import { ZId, ZRefId } from '../common/schemas.ts';
import { COMPANY_LABELS as L } from './labels.ts';
import { isValidSiret, normalizeSiret } from './rules.ts';

const ZText = (max: number) => z.string({ error: AUTH_LABELS.required }).trim().min(1, AUTH_LABELS.required).max(max);

const ZZipcode = z
  .string({ error: L.zipcodeInvalid })
  .trim()
  .regex(/^\d{5}$/, L.zipcodeInvalid);
/** Typed with or without spaces, kept as 14 digits with a valid key. */
const ZSiret = z.string({ error: L.siretInvalid }).max(40, L.siretInvalid).transform(normalizeSiret).refine(isValidSiret, L.siretInvalid);
const ZSlackChannel = z
  .string({ error: L.slackInvalid })
  .trim()
  .regex(/^#[a-z0-9][a-z0-9_-]{0,79}$/, L.slackInvalid);

/** PATCH /companies/{id}: the editable fields of the sheet; anything else is refused. */
export const ZCompanyPatchBody = z
  .strictObject({
    name: ZText(150).optional(),
    address: ZText(255).optional(),
    zipcode: ZZipcode.optional(),
    city: ZText(100).optional(),
    siret: ZSiret.nullable().optional(),
    categoryId: ZRefId.nullable().optional(),
    siteId: ZRefId.nullable().optional(),
    slackChannelName: ZSlackChannel.nullable().optional(),
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), { message: L.noChange });
export type CompanyPatchBody = z.infer<typeof ZCompanyPatchBody>;

/**
 * POST /companies. The company joins the creator's scope. On the main platform it has an
 * address; in a brand it is hosted in one of the brand's sites (companyCreateErrors).
 */
export const ZCompanyCreateBody = z.strictObject({
  name: ZText(150),
  address: ZText(255).optional(),
  zipcode: ZZipcode.optional(),
  city: ZText(100).optional(),
  siret: ZSiret.optional(),
  categoryId: ZRefId.optional(),
  siteId: ZRefId.optional(),
});
export type CompanyCreateBody = z.infer<typeof ZCompanyCreateBody>;

/** What a creation lacks for its scope: a site in a brand, a full address on the main platform. */
export function companyCreateErrors(body: Partial<CompanyCreateBody>, branded: boolean): Record<string, string[]> {
  if (branded) return body.siteId ? {} : { siteId: [L.siteRequired] };
  const errors: Record<string, string[]> = {};
  for (const field of ['address', 'zipcode', 'city'] as const) if (!body[field]) errors[field] = [L.addressRequired];
  return errors;
}

const ZCategory = z.object({ id: z.number().int(), name: z.string(), color: z.string() });
/** The company's running contract of one kind, for the "Contrat en cours" column. */
const ZOngoing = z.object({ id: z.number().int(), state: z.number().int() }).nullable();

/** A row of the companies table (tables-and-sheets §2.9 and §3 "Company"). */
export const ZCompanyRow = z.object({
  id: z.number().int(),
  companyName: z.string(),
  companyAddress: z.string().nullable(),
  companyZipcode: z.string().nullable(),
  companyCity: z.string().nullable(),
  companyCategoryId: ZCategory.nullable(),
  espaceId: z.number().int().nullable(),
  espaceName: z.string().nullable(),
  usersNumber: z.number().int(),
  ownerFullName: z.string().nullable(),
  ongoingBooking: ZOngoing,
  ongoingBookingOs: ZOngoing,
  slackChannelName: z.string().nullable(),
  /** The owner's prospect in the CRM, and its page when a CRM is configured. */
  crmProspectId: z.string().nullable(),
  crmProspectUrl: z.string().nullable(),
  brandId: z.number().int().nullable(),
});
export type CompanyRow = z.infer<typeof ZCompanyRow>;

/** The company sheet (tables-and-sheets §3 "Company", members-bookings-feed §3). */
export const ZCompany = ZCompanyRow.extend({
  siret: z.string().nullable(),
  ownerId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof ZCompany>;

export const COMPANY_PAGE_SIZE = 25;

/** GET /companies: 25 a page, newest first, search on name and city, category filter. */
export const ZCompanyListQuery = listQuery({
  sortable: ['id', 'name', 'city'],
  defaultSort: 'id',
  defaultItemsPerPage: COMPANY_PAGE_SIZE,
  filters: { categoryId: ZId.optional() },
});
export type CompanyListQuery = z.infer<typeof ZCompanyListQuery>;
export const ZCompanyList = listAnswer(ZCompanyRow);
export type CompanyList = z.infer<typeof ZCompanyList>;

/** A user of a company, in its expanded row (members-bookings-feed §2.1). */
export const ZCompanyUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  companyOwner: z.boolean(),
  /** The member's prospect page in the CRM, when they have a prospect id and a CRM is configured. */
  crmProspectUrl: z.string().nullable(),
});
export type CompanyUser = z.infer<typeof ZCompanyUser>;

export const ZCompanyUsersQuery = listQuery({ sortable: ['id', 'lastName'], defaultSort: 'id', defaultItemsPerPage: 25, filters: {} });
export type CompanyUsersQuery = z.infer<typeof ZCompanyUsersQuery>;
export const ZCompanyUserList = listAnswer(ZCompanyUser);
export type CompanyUserList = z.infer<typeof ZCompanyUserList>;

export const ZCompanyIdParams = z.object({ companyId: ZId });

/** GET /companies/choices: the categories and sites a company of this scope may take. */
export const ZCompanyChoicesQuery = z.strictObject({ companyId: ZId.optional() });
export const ZCompanyChoices = z.object({
  /** The scope is a brand's: companies are placed in a site rather than given an address. */
  branded: z.boolean(),
  categories: z.array(ZCategory),
  sites: z.array(z.object({ id: z.number().int(), name: z.string(), address: z.string(), zipcode: z.string(), city: z.string() })),
});
export type CompanyChoices = z.infer<typeof ZCompanyChoices>;
