import { z } from 'zod';
import { parseEuros } from '../format/money.ts';
import { AD_LABELS as L } from './labels.ts';
import type { AdCreateBody, AdEdit, AdSheet, SuggestionBody } from './schemas.ts';

/**
 * The browser forms of the ads area: what people type (text in number fields, euros with a
 * comma) checked with the rules of members-bookings-feed §5, then turned into the API payload.
 */

const required = z.string().trim().min(1, L.validation.required);

/** A whole number typed in a field; null when it is not one. */
export function wholeNumber(text: string): number | null {
  const clean = text.replace(/[\s\u00a0\u202f]/g, '');
  return /^\d{1,9}$/.test(clean) ? Number(clean) : null;
}

export const ZAdCreateForm = z.object({
  user: z.number().int().nullable(),
  /** 0: a new group named after the ad (the select's first option). */
  adGroupId: z.number().int().nullable(),
  title: required.max(200),
  description: required.max(5000),
  category: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  space: z.number().int().nullable(),
  addressLine1: z.string().trim().max(255),
  city: z.string().trim().max(100),
  zipcode: z.string().trim().max(5),
  contractTypes: z.array(z.union([z.literal(1), z.literal(4)])),
  areaSquare: z.string(),
  capacity: z.string(),
  rentMonthly: z.string(),
  rentDaily: z.string(),
});
export type AdCreateForm = z.infer<typeof ZAdCreateForm>;

export const EMPTY_AD_CREATE_FORM: AdCreateForm = {
  user: null,
  adGroupId: null,
  title: '',
  description: '',
  category: null,
  space: null,
  addressLine1: '',
  city: '',
  zipcode: '',
  contractTypes: [],
  areaSquare: '',
  capacity: '',
  rentMonthly: '',
  rentDaily: '',
};

/** members-bookings-feed §5 "Ad creation", for a branded deployment or the main platform. */
export function adCreateFormSchema(branded: boolean) {
  return ZAdCreateForm.superRefine((v, ctx) => {
    const issue = (path: string, message: string = L.validation.required) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.user === null) issue('user');
    if (v.adGroupId === null) issue('adGroupId');
    if (v.category === null) issue('category');
    if (branded && v.space === null) issue('space');
    if (!branded) {
      if (!v.addressLine1) issue('addressLine1');
      if (!v.city) issue('city');
      if (!v.zipcode) issue('zipcode');
      else if (!/^\d{5}$/.test(v.zipcode)) issue('zipcode', L.validation.zipcode);
      if (v.category !== 2 && v.contractTypes.length === 0) issue('contractTypes', L.validation.contractTypes);
    }
    for (const field of ['areaSquare', 'capacity'] as const) {
      if (!v[field].trim()) issue(field);
      else if (wholeNumber(v[field]) === null) issue(field, L.validation.number);
    }
    const rent = parseEuros(v.rentMonthly);
    if (!v.rentMonthly.trim()) issue('rentMonthly');
    else if (rent === null) issue('rentMonthly', L.validation.number);
    else if (rent === 0) issue('rentMonthly', L.validation.rentNotZero);
    if (v.category === 2) {
      if (!v.rentDaily.trim()) issue('rentDaily');
      else if (parseEuros(v.rentDaily) === null) issue('rentDaily', L.validation.number);
    }
  });
}

/** The POST /annonces payload of a valid form. */
export function toAdCreateBody(v: AdCreateForm, branded: boolean): AdCreateBody {
  return {
    adGroupId: v.adGroupId ?? 0,
    hubgrade_ad: {
      user: v.user ?? 0,
      category: v.category ?? 1,
      adState: 3,
      title: v.title.trim(),
      description: v.description.trim(),
      areaSquare: wholeNumber(v.areaSquare) ?? 0,
      capacity: wholeNumber(v.capacity) ?? 0,
      ...(branded && v.space !== null ? { space: v.space } : {}),
      ...(branded
        ? {}
        : { address: { addressLine1: v.addressLine1.trim(), city: v.city.trim(), zipcode: v.zipcode.trim(), country: 'FR' } }),
      contract: {
        contractTypes: branded ? [] : v.contractTypes,
        rentMonthly: parseEuros(v.rentMonthly) ?? 0,
        rentDaily: v.category === 2 ? parseEuros(v.rentDaily) : null,
      },
    },
  };
}

/** The suggestion dialog (members-bookings-feed §2.5, §5): the ad id typed as text. */
export const ZSuggestionForm = z.object({
  user: z.string().trim().min(1, L.validation.required).max(180),
  intro: required.max(5000),
  ads: z
    .array(
      z.object({
        id: z
          .string()
          .trim()
          .min(1, L.validation.required)
          .refine((s) => /^\d{1,9}$/.test(s), L.validation.number),
        message: required.max(2000),
      }),
    )
    .min(1, L.validation.required)
    .max(20),
});
export type SuggestionForm = z.infer<typeof ZSuggestionForm>;

export function toSuggestionBody(v: SuggestionForm): SuggestionBody {
  const user = /^\d+$/.test(v.user.trim()) ? Number(v.user.trim()) : v.user.trim().toLowerCase();
  return { suggest: { user, intro: v.intro.trim(), ads: v.ads.map((ad) => ({ id: Number(ad.id), message: ad.message.trim() })) } };
}

/** The sheet's edit form (/annonces/{id}): the ad's fields as typed. */
export const ZAdEditForm = z
  .object({
    title: required.max(200),
    seoH1: z.string().trim().max(200),
    seo: z.string().trim().max(1000),
    description: required.max(5000),
    category: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    address: z.string().trim().max(255),
    zipcode: z.string().trim().max(5),
    city: z.string().trim().max(100),
    contractTypes: z.array(z.union([z.literal(1), z.literal(4)])),
    areaSquare: z.string(),
    capacity: z.string(),
    rentMonthly: z.string(),
    rentDaily: z.string(),
    mandate: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    wrongPhoto: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.zipcode && !/^\d{5}$/.test(v.zipcode)) issue('zipcode', L.validation.zipcode);
    for (const field of ['areaSquare', 'capacity'] as const) if (wholeNumber(v[field]) === null) issue(field, L.validation.number);
    const rent = parseEuros(v.rentMonthly);
    if (rent === null) issue('rentMonthly', L.validation.number);
    else if (rent === 0) issue('rentMonthly', L.validation.rentNotZero);
    if (v.rentDaily.trim() && parseEuros(v.rentDaily) === null) issue('rentDaily', L.validation.number);
  });
export type AdEditForm = z.infer<typeof ZAdEditForm>;

const centsText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2).replace('.', ','));

/** The form's values from the sheet. */
export function adEditFormOf(ad: AdSheet): AdEditForm {
  return {
    title: ad.adTitle,
    seoH1: ad.adSeoH1 ?? '',
    seo: ad.adSeo ?? '',
    description: ad.description,
    category: ad.adCategory as 1 | 2 | 3,
    address: ad.adAddress ?? '',
    zipcode: ad.adZipcode ?? '',
    city: ad.adCity ?? '',
    contractTypes: ad.contractTypes.filter((t): t is 1 | 4 => t === 1 || t === 4),
    areaSquare: String(ad.adAreaSquare),
    capacity: String(ad.adCapacity),
    rentMonthly: centsText(ad.adRent),
    rentDaily: centsText(ad.dailyRent),
    mandate: ad.mandate as 0 | 1 | 2,
    wrongPhoto: ad.wrongPhoto,
  };
}

/** The PATCH payload of a valid form: empty texts clear the optional fields. */
export function toAdEdit(v: AdEditForm): AdEdit {
  return {
    title: v.title.trim(),
    seoH1: v.seoH1.trim() || null,
    seo: v.seo.trim() || null,
    description: v.description.trim(),
    category: v.category,
    address: v.address.trim() || null,
    zipcode: v.zipcode.trim() || null,
    city: v.city.trim() || null,
    contractTypes: v.contractTypes,
    areaSquare: wholeNumber(v.areaSquare) ?? 0,
    capacity: wholeNumber(v.capacity) ?? 0,
    rentMonthly: parseEuros(v.rentMonthly) ?? 0,
    rentDaily: v.rentDaily.trim() ? parseEuros(v.rentDaily) : null,
    mandate: v.mandate,
    wrongPhoto: v.wrongPhoto,
  };
}
