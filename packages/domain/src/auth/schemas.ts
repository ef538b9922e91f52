import { z } from 'zod';
import { ZRefId } from '../common/schemas.ts';
import { AUTH_LABELS as L, TWO_FACTOR_LABELS as T } from './labels.ts';
import { ROLES } from './roles.ts';
import { isEmail, isFrenchMobile, normalizeEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from './rules.ts';
import { isRecoveryCode, isTotpCode, normalizeRecoveryCode, normalizeTotpCode } from './two-factor.ts';

export const ZEmail = z
  .string({ error: L.emailRequired })
  .trim()
  .min(1, L.emailRequired)
  .max(180, L.emailInvalid)
  .refine(isEmail, L.emailInvalid)
  .transform(normalizeEmail);

export const ZNewPassword = z
  .string({ error: L.passwordRequired })
  .min(1, L.passwordRequired)
  .refine((p) => passwordLength(p) >= PASSWORD_MIN_LENGTH, L.passwordTooShort)
  .refine((p) => passwordLength(p) <= PASSWORD_MAX_LENGTH, L.passwordTooLong);

export const ZPasswordPair = z
  .strictObject({ first: ZNewPassword, second: z.string({ error: L.passwordRequired }).min(1, L.passwordRequired) })
  .refine((p) => p.first === p.second, { message: L.passwordMismatch, path: ['second'] });

export const ZLoginBody = z.strictObject({
  username: z.string({ error: L.emailRequired }).min(1, L.emailRequired).max(180),
  password: z
    .string({ error: L.passwordRequired })
    .min(1, L.passwordRequired)
    .max(PASSWORD_MAX_LENGTH * 4),
});
export type LoginBody = z.infer<typeof ZLoginBody>;

/**
 * The session token; or, for an account with a second factor, a challenge for its code ('code');
 * or, for an administrator whose brand requires one and who has none yet, a challenge that only
 * opens the enrolment ('enrolment'). A challenge is no session token: no other call takes it.
 */
export const ZLoginAnswer = z.union([
  z.object({ token: z.string() }),
  z.object({ secondFactor: z.enum(['code', 'enrolment']), challenge: z.string() }),
]);
export type LoginAnswer = z.infer<typeof ZLoginAnswer>;
export const ZSessionAnswer = z.object({ token: z.string() });

const ZChallenge = z.string({ error: T.challengeExpired }).min(16, T.challengeExpired).max(2000, T.challengeExpired);

/** A current code of the authenticator app, spaces between the digits ignored. */
export const ZTotpCode = z
  .string({ error: T.codeOnlyFormat })
  .max(20, T.codeOnlyFormat)
  .refine(isTotpCode, T.codeOnlyFormat)
  .transform(normalizeTotpCode);

/** Sign-in's second step: the app's code, or one of the recovery codes (normalised). */
export const ZSecondFactorBody = z.strictObject({
  challenge: ZChallenge,
  code: z
    .string({ error: T.codeFormat })
    .max(40, T.codeFormat)
    .refine((v) => isTotpCode(v) || isRecoveryCode(v), T.codeFormat)
    .transform((v) => (isTotpCode(v) ? normalizeTotpCode(v) : normalizeRecoveryCode(v))),
});
export type SecondFactorBody = z.infer<typeof ZSecondFactorBody>;

export const ZEnrolmentChallengeBody = z.strictObject({ challenge: ZChallenge });
export const ZEnrolmentConfirmBody = z.strictObject({ challenge: ZChallenge, code: ZTotpCode });
export const ZTotpCodeBody = z.strictObject({ code: ZTotpCode });
export type TotpCodeBody = z.input<typeof ZTotpCodeBody>;

/** A pending enrolment: the key written out, its otpauth:// address and that address as a QR code (data: URL). */
export const ZTwoFactorSetup = z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() });
export type TwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;

/** New recovery codes, shown this once (XXXXX-XXXXX). */
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** The enrolment at sign-in ends with the session token and the recovery codes. */
export const ZEnrolmentAnswer = z.object({ token: z.string(), recoveryCodes: z.array(z.string()) });
export type EnrolmentAnswer = z.infer<typeof ZEnrolmentAnswer>;

/** GET /user/my/totp: whether the signed-in user has the second factor; never the key. */
export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  enrolledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** The user's brand requires it of them (an administrator): it cannot be disabled. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/** A member's second factor as their administrator sees it: whether it is on, never its key or codes. */
export const ZMemberTwoFactor = z.object({ enabled: z.boolean(), enrolledAt: z.string().nullable() });
export type MemberTwoFactor = z.infer<typeof ZMemberTwoFactor>;

export const ZBrandRef = ZRefId.nullable().optional();

export const ZRegistration = z.strictObject({
  email: ZEmail,
  firstName: z.string({ error: L.required }).trim().min(1, L.required).max(100),
  lastName: z.string({ error: L.required }).trim().min(1, L.required).max(100),
  mobile: z.string({ error: L.required }).trim().refine(isFrenchMobile, L.mobileInvalid),
  plainPassword: ZPasswordPair,
  cgu: z.literal(true, { error: L.cguRequired }),
  /** The branded registration has a second checkbox for the brand's own terms. */
  cguBrand: z.boolean().optional(),
  accountType: z.union([z.literal(1), z.literal(2)], { error: L.accountTypeRequired }),
});
export type Registration = z.infer<typeof ZRegistration>;

export const ZRegistrationBody = z
  .strictObject({ hubgrade_registration: ZRegistration, brand: ZBrandRef })
  .refine((b) => !b.brand || b.hubgrade_registration.cguBrand === true, {
    message: L.cguRequired,
    path: ['hubgrade_registration', 'cguBrand'],
  });
export type RegistrationBody = z.infer<typeof ZRegistrationBody>;

export const ZRegistrationAnswer = z.object({ id: z.number().int(), message: z.string() });
export type RegistrationAnswer = z.infer<typeof ZRegistrationAnswer>;

export const ZPasswordTokenRequestBody = z.strictObject({ email: ZEmail, brand: ZBrandRef });
export type PasswordTokenRequestBody = z.infer<typeof ZPasswordTokenRequestBody>;
export const ZMessageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof ZMessageAnswer>;

export const ZTokenBody = z.strictObject({ token: z.string().min(16).max(128) });
export const ZPasswordResetBody = z.strictObject({ token: z.string().min(16).max(128), plainPassword: ZPasswordPair });
export type PasswordResetBody = z.infer<typeof ZPasswordResetBody>;

/** GET /user/my (spec shell §3 and members-bookings-feed §3 "Auth user"). */
export const ZAuthUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  userCompanyOwner: z.boolean(),
  access: z.record(z.string(), z.boolean()),
  accountType: z.union([z.literal(1), z.literal(2)]),
  brand: z.object({ id: z.number().int(), name: z.string(), urlBack: z.string().nullable() }).nullable(),
});
export type AuthUser = z.infer<typeof ZAuthUser>;
