import { z } from 'zod';
import { AUTH_LABELS } from '../auth/labels.ts';
import { COMPANY_LABELS as L } from './labels.ts';

const ZText = (max: number) => z.string({ error: AUTH_LABELS.required }).trim().min(1, AUTH_LABELS.required).max(max);

/** PATCH /companies/{id}: the company's name and address; anything else is refused. */
export const ZCompanyPatchBody = z
  .strictObject({
    name: ZText(150).optional(),
    address: ZText(255).optional(),
    zipcode: z
      .string({ error: L.zipcodeInvalid })
      .trim()
      .regex(/^\d{5}$/, L.zipcodeInvalid)
      .optional(),
    city: ZText(100).optional(),
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), { message: L.noChange });
export type CompanyPatchBody = z.infer<typeof ZCompanyPatchBody>;

/** The company sheet (tables-and-sheets §3 "Company", members-bookings-feed §3). */
export const ZCompany = z.object({
  id: z.number().int(),
  companyName: z.string(),
  companyAddress: z.string().nullable(),
  companyZipcode: z.string().nullable(),
  companyCity: z.string().nullable(),
  siret: z.string().nullable(),
  companyCategoryId: z.object({ id: z.number().int(), name: z.string(), color: z.string() }).nullable(),
  espaceId: z.number().int().nullable(),
  espaceName: z.string().nullable(),
  usersNumber: z.number().int(),
  ownerFullName: z.string().nullable(),
  slackChannelName: z.string().nullable(),
  brandId: z.number().int().nullable(),
});
export type Company = z.infer<typeof ZCompany>;
