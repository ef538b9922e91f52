import { z } from 'zod';

/** A phone number as the phone input reports it (members-bookings-feed §3 Phone number). */
export const ZPhoneNumber = z.object({
  /** ISO 3166 country of the number, e.g. FR. */
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  /** Calling code without the plus, e.g. 33. */
  countryCallingCode: z.string().regex(/^\d{1,4}$/),
  /** National presentation, e.g. 06 12 34 56 78. */
  formatNational: z.string(),
  /** What was typed, without spacing: digits, or a plus and digits. */
  phoneNumber: z.string(),
  isValid: z.boolean(),
});
export type PhoneNumber = z.infer<typeof ZPhoneNumber>;
