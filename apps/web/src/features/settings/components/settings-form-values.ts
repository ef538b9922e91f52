import type { Settings } from '@hubgrade/domain/settings/schemas';

/** The seller's fields as typed; the capital in euros and the penalty rate in percent, as people write them. */
export const SELLER_FIELDS = [
  'name',
  'addressLine',
  'postcode',
  'city',
  'countryCode',
  'siren',
  'siret',
  'rcs',
  'legalForm',
  'shareCapital',
  'vatNumber',
  'iban',
  'bic',
  'latePenaltyRate',
  'email',
] as const;
export type SellerField = (typeof SELLER_FIELDS)[number];

export const COUNT_FIELDS = [
  'quotaHoursPerDay',
  'quotaHoursPerMonth',
  'bookingMaxDaysAhead',
  'terraceMaxGuests',
  'terraceMaxDuration',
] as const;
export type CountField = (typeof COUNT_FIELDS)[number];

export type SettingsForm = { seller: Record<SellerField, string>; vatRates: number[] } & Record<CountField, string> & {
    mailSenderName: string;
    mailSenderAddress: string;
    /** '' : no default site. */
    defaultSiteId: string;
    adminTwoFactor: boolean;
  };

/** Every path of the form a refusal may land on. */
export const FORM_FIELDS = [
  ...SELLER_FIELDS.map((field) => `seller.${field}` as const),
  'vatRates',
  ...COUNT_FIELDS,
  'mailSenderName',
  'mailSenderAddress',
  'defaultSiteId',
  'adminTwoFactor',
] as const;

const decimalText = (value: number) => String(value).replace('.', ',');

export function formOf(settings: Settings): SettingsForm {
  const seller = settings.seller;
  const text = (value: string | null | undefined) => value ?? '';
  const count = (value: number | null) => (value === null ? '' : String(value));
  return {
    seller: {
      name: text(seller?.name),
      addressLine: text(seller?.addressLine),
      postcode: text(seller?.postcode),
      city: text(seller?.city),
      countryCode: text(seller?.countryCode),
      siren: text(seller?.siren),
      siret: text(seller?.siret),
      rcs: text(seller?.rcs),
      legalForm: text(seller?.legalForm),
      shareCapital: seller ? decimalText(seller.shareCapitalCents / 100) : '',
      vatNumber: text(seller?.vatNumber),
      iban: text(seller?.iban),
      bic: text(seller?.bic),
      latePenaltyRate: seller ? decimalText(seller.latePenaltyRate / 100) : '',
      email: text(seller?.email),
    },
    vatRates: settings.vatRates ?? [],
    quotaHoursPerDay: count(settings.quotaHoursPerDay),
    quotaHoursPerMonth: count(settings.quotaHoursPerMonth),
    bookingMaxDaysAhead: count(settings.bookingMaxDaysAhead),
    terraceMaxGuests: count(settings.terraceMaxGuests),
    terraceMaxDuration: count(settings.terraceMaxDuration),
    mailSenderName: text(settings.mailSenderName),
    mailSenderAddress: text(settings.mailSenderAddress),
    defaultSiteId: settings.defaultSiteId === null ? '' : String(settings.defaultSiteId),
    adminTwoFactor: settings.adminTwoFactor ?? false,
  };
}

/**
 * A number typed in French ("1 500,50") times `scale`, rounded; what cannot be read is sent as
 * typed, so that the API refuses it with its field's message.
 */
export function numberOf(text: string, scale = 1): number | string {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return text;
  return Math.round(Number(cleaned) * scale);
}

const countOf = (text: string) => (text.trim() === '' ? null : numberOf(text.trim()));
const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** The PUT body: an empty field is null (the product's default); a seller left wholly empty keeps the stored one. */
export function bodyOf(form: SettingsForm) {
  const s = form.seller;
  const sellerTyped = SELLER_FIELDS.some((field) => s[field].trim() !== '');
  return {
    seller: sellerTyped
      ? {
          name: s.name,
          addressLine: s.addressLine,
          postcode: s.postcode,
          city: s.city,
          countryCode: s.countryCode.trim().toUpperCase(),
          siren: s.siren.replace(/\s/g, ''),
          siret: s.siret.replace(/\s/g, ''),
          rcs: s.rcs,
          legalForm: s.legalForm,
          shareCapitalCents: s.shareCapital.trim() === '' ? null : numberOf(s.shareCapital, 100),
          vatNumber: optional(s.vatNumber),
          iban: optional(s.iban),
          bic: optional(s.bic),
          latePenaltyRate: s.latePenaltyRate.trim() === '' ? null : numberOf(s.latePenaltyRate, 100),
          email: optional(s.email),
        }
      : null,
    vatRates: form.vatRates.length === 0 ? null : form.vatRates,
    quotaHoursPerDay: countOf(form.quotaHoursPerDay),
    quotaHoursPerMonth: countOf(form.quotaHoursPerMonth),
    bookingMaxDaysAhead: countOf(form.bookingMaxDaysAhead),
    terraceMaxGuests: countOf(form.terraceMaxGuests),
    terraceMaxDuration: countOf(form.terraceMaxDuration),
    mailSenderName: form.mailSenderName.trim(),
    mailSenderAddress: form.mailSenderAddress.trim(),
    defaultSiteId: form.defaultSiteId === '' ? null : Number(form.defaultSiteId),
    adminTwoFactor: form.adminTwoFactor,
  };
}

/** The form's field of an API path: "vatRates.1" → vatRates, "seller.shareCapitalCents" → seller.shareCapital. */
export function formFieldOf(path: string): (typeof FORM_FIELDS)[number] | null {
  const renamed = path.replace(/^seller\.shareCapitalCents/, 'seller.shareCapital');
  const parts = renamed.split('.');
  const candidate = parts[0] === 'seller' ? `${parts[0]}.${parts[1]}` : parts[0];
  return (FORM_FIELDS as readonly string[]).includes(candidate ?? '') ? (candidate as (typeof FORM_FIELDS)[number]) : null;
}
