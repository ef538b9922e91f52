import { z } from 'zod';
import { AUTH_LABELS } from '../auth/labels.ts';
import { listAnswer, listQuery } from '../common/list.ts';
import { ZId } from '../common/schemas.ts';
import { ZCodeSent, ZOneTimeCode } from '../one-time-code/schemas.ts';
import { PHONE_LABELS } from '../phone/labels.ts';
import { phoneValue } from '../phone/rules.ts';
import { MANDATE_LABELS, SIGNATURE_LABELS } from './labels.ts';
import { isValidBicText, isValidIbanText, MANDATE_STATES, SIGNATURE_EVENTS, SIGNATURE_STATES } from './rules.ts';

/** POST /bookings/{id}/mandates: the debtor's account (the IBAN's checksum is checked). */
export const ZMandateSignBody = z.strictObject({
  holder: z.string({ error: AUTH_LABELS.required }).trim().min(1, AUTH_LABELS.required).max(140),
  iban: z
    .string({ error: MANDATE_LABELS.ibanInvalid })
    .max(50, MANDATE_LABELS.ibanInvalid)
    .refine(isValidIbanText, MANDATE_LABELS.ibanInvalid),
  bic: z
    .string()
    .max(20, MANDATE_LABELS.bicInvalid)
    .refine((v) => v.trim() === '' || isValidBicText(v), MANDATE_LABELS.bicInvalid)
    .nullable()
    .optional(),
});
export type MandateSignBody = z.infer<typeof ZMandateSignBody>;

/** A SEPA mandate row of the /mandats list; the IBAN is masked. */
export const ZMandate = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  contractKind: z.enum(['platform', 'coworking']),
  brandId: z.number().int().nullable(),
  debtor: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  holder: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  reference: z.string(),
  state: z.enum(MANDATE_STATES),
  signedAt: z.string().nullable(),
  signedIp: z.string().nullable(),
  removedAt: z.string().nullable(),
});
export type Mandate = z.infer<typeof ZMandate>;

export const MANDATES_PAGE_SIZE = 25;
export const ZMandateQuery = listQuery({
  sortable: ['id', 'signedAt'],
  defaultSort: 'id',
  defaultItemsPerPage: MANDATES_PAGE_SIZE,
  filters: { state: z.enum(MANDATE_STATES).optional(), contractId: ZId.optional() },
});
export type MandateQuery = z.infer<typeof ZMandateQuery>;
export const ZMandateList = listAnswer(ZMandate);
export type MandateList = z.infer<typeof ZMandateList>;

/** A signature of a contract, as staff see it. */
export const ZSignature = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  contractKind: z.enum(['platform', 'coworking']),
  state: z.enum(SIGNATURE_STATES),
  signer: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  /** The provider's signing page, to embed in the signature frame. */
  link: z.string(),
  documentHash: z.string().nullable(),
  /** The original document and, once signed, the signed one (upload paths). */
  documentPath: z.string(),
  signedPath: z.string().nullable(),
  signerName: z.string().nullable(),
  signedAt: z.string().nullable(),
  signedIp: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Signature = z.infer<typeof ZSignature>;
/** GET /bookings/{id}/signatures: every signature of the contract, newest first. */
export const ZSignatureList = z.array(ZSignature);

/** POST /bookings/{id}/signatures answer: the signature id and the link of the signing page. */
export const ZSignatureStart = z.object({ signatureId: z.number().int(), link: z.string() });

export const ZSignatureParams = z.object({ id: ZId, signatureId: ZId });

/** The signing link's secret: `{signatureId}.{hmac}` in base64url. */
export const ZSignTokenParams = z.object({
  token: z.string().regex(/^\d{1,10}\.[A-Za-z0-9_-]{43}$/, SIGNATURE_LABELS.frameErrors.invalidLink),
});

/** What the signing page shows of its signature. */
export const ZSigningSession = z.object({
  contractId: z.number().int(),
  state: z.enum(SIGNATURE_STATES),
  signerName: z.string(),
  signerEmail: z.string(),
  documentHash: z.string(),
  documentPath: z.string(),
  codeSentTo: z.string().nullable(),
});
export type SigningSession = z.infer<typeof ZSigningSession>;

/** The mobile of §2.23: a number the phone rules accept (E.164 once checked). */
const ZMobile = z
  .strictObject({
    countryCode: z.string().regex(/^[A-Z]{2}$/, PHONE_LABELS.mobileRequired),
    phoneNumber: z.string({ error: PHONE_LABELS.mobileRequired }).min(1, PHONE_LABELS.mobileRequired).max(30, PHONE_LABELS.mobileRequired),
  })
  .refine((m) => phoneValue(m.phoneNumber, m.countryCode).isValid, { message: PHONE_LABELS.mobileRequired, path: ['phoneNumber'] });

/** POST /esign/{token}/code: the signer's name and mobile; the code goes by mail in place of SMS. */
export const ZSignCodeBody = z.strictObject({
  name: z.string({ error: SIGNATURE_LABELS.nameRequired }).trim().min(2, SIGNATURE_LABELS.nameRequired).max(120),
  mobile: ZMobile,
});
export type SignCodeBody = z.infer<typeof ZSignCodeBody>;

export const ZSignCodeAnswer = ZCodeSent;

/** A drawn signature: a PNG data URL from signature_pad, bounded in size. */
export const ZDrawnSignature = z
  .string({ error: SIGNATURE_LABELS.signatureRequired })
  .max(400_000, SIGNATURE_LABELS.signatureInvalid)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, SIGNATURE_LABELS.signatureInvalid);

/** POST /esign/{token}/sign: the typed name, the drawn signature and the one-time code. */
export const ZSignBody = z.strictObject({
  name: z.string({ error: SIGNATURE_LABELS.nameRequired }).trim().min(2, SIGNATURE_LABELS.nameRequired).max(120),
  signature: ZDrawnSignature,
  code: ZOneTimeCode,
});
export type SignBody = z.infer<typeof ZSignBody>;

export const ZDeclineBody = z.strictObject({ reason: z.string().trim().max(500).optional() });

export const ZSignOutcome = z.object({ state: z.enum(SIGNATURE_STATES), signatureId: z.number().int() });

/** A message posted by the signing frame to its host (spec §3 Signature events). */
export const ZSignatureEvent = z.object({
  source: z.literal('hubgrade-esign'),
  type: z.enum(SIGNATURE_EVENTS),
  signatureId: z.number().int(),
  message: z.string().optional(),
});
export type SignatureEvent = z.infer<typeof ZSignatureEvent>;
