import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Company,
  type CompanyCreateBody,
  type CompanyPatchBody,
  companyCreateErrors,
  ZCompanyCreateBody,
  ZCompanyPatchBody,
} from '@hubgrade/domain/companies/schemas';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

/** What the company form holds: text as typed, selects as '' when nothing is chosen. */
export interface CompanyForm {
  name: string;
  address: string;
  zipcode: string;
  city: string;
  siret: string;
  categoryId: string;
  siteId: string;
  slackChannelName: string;
}

export const COMPANY_FORM_FIELDS = ['name', 'address', 'zipcode', 'city', 'siret', 'categoryId', 'siteId', 'slackChannelName'] as const;

export const EMPTY_COMPANY_FORM: CompanyForm = {
  name: '',
  address: '',
  zipcode: '',
  city: '',
  siret: '',
  categoryId: '',
  siteId: '',
  slackChannelName: '',
};

export function formOf(company: Company): CompanyForm {
  return {
    name: company.companyName,
    address: company.companyAddress ?? '',
    zipcode: company.companyZipcode ?? '',
    city: company.companyCity ?? '',
    siret: company.siret ?? '',
    categoryId: company.companyCategoryId ? String(company.companyCategoryId.id) : '',
    siteId: company.espaceId ? String(company.espaceId) : '',
    slackChannelName: company.slackChannelName ?? '',
  };
}

const ZFormValues = z.object(Object.fromEntries(COMPANY_FORM_FIELDS.map((f) => [f, z.string()])) as Record<keyof CompanyForm, z.ZodString>);

const text = (value: string) => value.trim() || undefined;
const id = (value: string) => (value ? Number(value) : undefined);

/**
 * Creation: the domain's body schema and its scope rule (a site in a brand, an address on the
 * main platform) check the form, so the browser says what the API would.
 */
export function createResolver(branded: boolean): Resolver<CompanyForm, unknown, CompanyCreateBody> {
  const schema = ZFormValues.transform(
    (v): Partial<CompanyCreateBody> => ({
      name: v.name,
      address: branded ? undefined : text(v.address),
      zipcode: branded ? undefined : text(v.zipcode),
      city: branded ? undefined : text(v.city),
      siret: text(v.siret),
      categoryId: id(v.categoryId),
      siteId: id(v.siteId),
    }),
  ).pipe(
    ZCompanyCreateBody.superRefine((body, ctx) => {
      for (const [field, [message]] of Object.entries(companyCreateErrors(body, branded)))
        ctx.addIssue({ code: 'custom', path: [field], message });
    }),
  );
  return zodResolver(schema) as unknown as Resolver<CompanyForm, unknown, CompanyCreateBody>;
}

/**
 * Edition: only what changed is sent and checked, so that a value the company already had (an
 * old SIRET, say) never blocks changing something else. Cleared optional fields are sent as null.
 */
export function editResolver(initial: CompanyForm): Resolver<CompanyForm, unknown, CompanyPatchBody> {
  const schema = ZFormValues.transform((v) => {
    const patch: Record<string, string | number | null> = {};
    for (const field of COMPANY_FORM_FIELDS) {
      if (v[field].trim() === initial[field].trim()) continue;
      const value = v[field].trim();
      if (field === 'categoryId' || field === 'siteId') patch[field] = value ? Number(value) : null;
      else if (field === 'siret' || field === 'slackChannelName') patch[field] = value || null;
      else patch[field] = value;
    }
    return patch;
  }).pipe(ZCompanyPatchBody);
  return zodResolver(schema) as unknown as Resolver<CompanyForm, unknown, CompanyPatchBody>;
}
