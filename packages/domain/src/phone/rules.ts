import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/mobile';
import type { PhoneNumber } from './schemas.ts';

/** Spec §2.23: France is preselected and listed first. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'FR';

/**
 * What a phone field keeps of the typed text: digits, spacing characters and one plus at the
 * start. Letters and other signs are dropped as they are typed.
 */
export function cleanPhoneInput(text: string): string {
  const kept = text.replace(/[^\d+ .\-()]/g, '');
  const plus = kept.trimStart().startsWith('+');
  const rest = kept.replace(/\+/g, '');
  return plus ? `+${rest.trimStart()}` : rest;
}

/** Digits only, with the leading plus when there is one. */
export function compactPhone(text: string): string {
  const cleaned = cleanPhoneInput(text);
  const digits = cleaned.replace(/\D/g, '');
  return cleaned.startsWith('+') ? `+${digits}` : digits;
}

/**
 * Spec §5 Phone (FR): a number starts with 0 followed by 6 or 7, with 6 or 7, or with a plus
 * prefix. A number still being typed ("0") is allowed.
 */
export function isAllowedFrenchStart(text: string): boolean {
  const compact = compactPhone(text);
  if (compact === '' || compact.startsWith('+')) return true;
  if (compact.startsWith('0')) return compact.length === 1 || compact[1] === '6' || compact[1] === '7';
  return compact.startsWith('6') || compact.startsWith('7');
}

/**
 * The field's text after an edit: for France, an edit giving another start is refused (the
 * previous text stays), and a previous text that breaks the rule too is cleared.
 */
export function nextPhoneInput(previous: string, typed: string, country: string): string {
  const next = cleanPhoneInput(typed);
  if (country !== 'FR' || isAllowedFrenchStart(next)) return next;
  return isAllowedFrenchStart(previous) ? cleanPhoneInput(previous) : '';
}

/** Spec §5: switching the country to France clears a number that France's rule refuses. */
export function phoneInputForCountry(text: string, country: string): string {
  return country === 'FR' && !isAllowedFrenchStart(text) ? '' : text;
}

function asCountry(code: string): CountryCode {
  return isSupportedCountry(code) ? code : DEFAULT_PHONE_COUNTRY;
}

/**
 * The value reported by the phone input. Only mobile numbers are valid: the mobile metadata of
 * libphonenumber-js knows no other type, and the number is needed for digital signature.
 * A number typed with a plus prefix takes the country it belongs to.
 */
export function phoneValue(text: string, selectedCountry: string): PhoneNumber {
  const compact = compactPhone(text);
  let country = asCountry(selectedCountry);
  const parsed = compact === '' ? undefined : parsePhoneNumberFromString(compact, country);
  if (compact.startsWith('+') && parsed?.country) country = parsed.country;
  const isValid = parsed?.isValid() === true && parsed.country === country && (country !== 'FR' || isAllowedFrenchStart(compact));
  return {
    countryCode: country,
    countryCallingCode: getCountryCallingCode(country),
    formatNational: parsed?.isValid() ? parsed.formatNational() : new AsYouType(country).input(compact),
    phoneNumber: compact,
    isValid,
  };
}

export interface PhoneCountry {
  code: CountryCode;
  callingCode: string;
  name: string;
}

/** Every country with its French name, France first and the others by name. */
export function phoneCountries(locale = 'fr'): PhoneCountry[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  const all = getCountries().map((code) => ({ code, callingCode: getCountryCallingCode(code), name: names.of(code) ?? code }));
  const first = all.filter((c) => c.code === DEFAULT_PHONE_COUNTRY);
  const others = all.filter((c) => c.code !== DEFAULT_PHONE_COUNTRY).sort((a, b) => collator.compare(a.name, b.name));
  return [...first, ...others];
}
