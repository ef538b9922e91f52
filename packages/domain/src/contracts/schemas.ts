import { z } from 'zod';
import { AUTH_LABELS } from '../auth/labels.ts';
import { listAnswer, listQuery } from '../common/list.ts';
import { ZId, ZRefId, zDay } from '../common/schemas.ts';
import { CONTRACT_LABELS as L } from './labels.ts';
import { PAYMENT_MODES } from './payment.ts';
import { CONTRACT_SORTS, CONTRACT_STATES, CONTRACTS_PAGE_SIZE, type ContractState } from './rules.ts';

/** Contract types (tables-and-sheets §3): 1 flexible lease, 4 commercial lease 3/6/9. */
export const CONTRACT_TYPES = [1, 4] as const;
export const CONTRACT_KINDS = ['platform', 'coworking'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

const ZBool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const ZState = z.coerce
  .number()
  .int()
  .min(0)
  .max(6)
  .transform((s) => s as ContractState);
/** A calendar day, YYYY-MM-DD. */
export const ZIsoDay = zDay(L.endDateRequired);

/**
 * Contract (booking) row, tables-and-sheets §3, with the spec's field names. Amounts are integer
 * cents (rent, contractRent, ht, tva, remiseHt, ttc); dates are YYYY-MM-DD, instants ISO. The
 * sender is the tenant, the user the landlord; the space is the site (spec naming).
 */
export const ZContractRow = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  brandId: z.number().int().nullable(),
  offPlatform: z.boolean(),
  stateName: z.number().int().min(0).max(6),
  bookingStart: z.string(),
  bookingEnd: z.string().nullable(),
  openSpaceId: z.number().int().nullable(),
  openSpaceName: z.string().nullable(),
  openSpaceContractCapacity: z.number().int().nullable(),
  openSpaceReservationCapacity: z.number().int().nullable(),
  openSpaceOpeningHour: z.string().nullable(),
  openSpaceClosingHour: z.string().nullable(),
  spaceId: z.number().int().nullable(),
  spaceName: z.string().nullable(),
  spaceAddress: z.string().nullable(),
  spaceCity: z.string().nullable(),
  spaceZipcode: z.string().nullable(),
  senderId: z.number().int(),
  senderCompanyId: z.number().int().nullable(),
  senderCompany: z.string().nullable(),
  senderFirstName: z.string(),
  senderLastName: z.string(),
  senderEmail: z.string(),
  senderMobile: z.string().nullable(),
  userId: z.number().int().nullable(),
  userCompany: z.string().nullable(),
  userFirstName: z.string().nullable(),
  userLastName: z.string().nullable(),
  userEmail: z.string().nullable(),
  userMobile: z.string().nullable(),
  /** Off-platform landlord who is not a user of the platform. */
  landlordName: z.string().nullable(),
  ad: z.number().int().nullable(),
  adTitle: z.string().nullable(),
  adSpaceName: z.string().nullable(),
  city: z.string().nullable(),
  rent: z.number().int().nullable(),
  contractRent: z.number().int(),
  contractType: z.number().int(),
  /** End of the commitment (start + duration months). */
  contractEnd: z.string(),
  duration: z.number().int(),
  legalLengthDone: z.boolean(),
  tacitRenewal: z.boolean(),
  subscription: z.number().int(),
  mandateDate: z.string().nullable(),
  mandateIp: z.string().nullable(),
  mandateDateRemoved: z.string().nullable(),
  paymentMode: z.enum(PAYMENT_MODES),
  commercialId: z.number().int().nullable(),
  commercialName: z.string().nullable(),
  commercialUpload: z.string().nullable(),
  invoiceState: z.number().int().nullable(),
  invoiceWarning: z.boolean(),
  invoiceId: z.number().int().nullable(),
  ht: z.number().int().nullable(),
  tva: z.number().int().nullable(),
  remiseHt: z.number().int().nullable(),
  ttc: z.number().int().nullable(),
  capacity: z.number().int(),
  posteCount: z.number().int(),
  countKey: z.number().int(),
  domiciliation: z.boolean(),
  /** Unseen activity events of this contract for the viewer, and whether there is any. */
  notifications: z.number().int(),
  newActivity: z.boolean(),
  signedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContractRow = z.infer<typeof ZContractRow>;

/** The contract sheet: the row plus the month's amounts computed line by line, and the VAT rate. */
export const ZContract = ZContractRow.extend({
  vatRate: z.number().int(),
  discount: z.number().int(),
  amounts: z.object({ ht: z.number().int(), remise: z.number().int(), tva: z.number().int(), ttc: z.number().int() }),
  /** The contract's state changes, newest first (from its history entries). */
  stateHistory: z.array(z.object({ from: z.number().int().nullable(), to: z.number().int(), at: z.string(), by: z.string().nullable() })),
});
export type Contract = z.infer<typeof ZContract>;

const commonFilters = {
  tenantId: ZId.optional(),
  /** The contracts a user is a party to, as the tenant or the landlord (a member's sheet). */
  userId: ZId.optional(),
  companyId: ZId.optional(),
  commercialId: ZId.optional(),
  state: ZState.optional(),
  /** 'Auto': contracts paid by SEPA direct debit (the /booking-sepa view). */
  paymentMode: z.enum(PAYMENT_MODES).optional(),
  /** true: the running contracts only (ONGOING_CONTRACT_STATES); false: the others. */
  ongoing: ZBool.optional(),
  /** Contracts whose end date falls within these days (both included), e.g. those ending within 30 days. */
  endFrom: ZIsoDay.optional(),
  endTo: ZIsoDay.optional(),
};

/**
 * GET /bookings: platform contracts, 25 a page by id descending; the contracts made off the
 * platform only with offPlatform=true (/booking-hp), never mixed with the others.
 */
export const ZContractQuery = listQuery({
  sortable: CONTRACT_SORTS,
  defaultSort: 'id',
  defaultItemsPerPage: CONTRACTS_PAGE_SIZE,
  filters: {
    ...commonFilters,
    landlordId: ZId.optional(),
    offPlatform: ZBool.optional(),
    city: z.string().trim().min(1).max(100).optional(),
  },
});
export type ContractQuery = z.infer<typeof ZContractQuery>;

/** GET /bookings-os: coworking contracts. */
export const ZCoworkingContractQuery = listQuery({
  sortable: CONTRACT_SORTS,
  defaultSort: 'id',
  defaultItemsPerPage: CONTRACTS_PAGE_SIZE,
  filters: { ...commonFilters, coworkingSpaceId: ZId.optional() },
});
export type CoworkingContractQuery = z.infer<typeof ZCoworkingContractQuery>;

export const ZContractList = listAnswer(ZContractRow);
export type ContractList = z.infer<typeof ZContractList>;

/** The two fields the back-office patches (tables-and-sheets §7); exactly one at a time. */
const ZBackendPatch = z
  .strictObject({ invoiceWarning: z.boolean().optional(), bookingEnd: ZIsoDay.optional() })
  .refine((p) => (p.invoiceWarning === undefined) !== (p.bookingEnd === undefined), { message: L.onePatch });
export type ContractBackendPatch = z.infer<typeof ZBackendPatch>;

/** PATCH /bookings/backend/{id}. */
export const ZBookingBackendBody = z.strictObject({ hubgrade_booking: ZBackendPatch });
/** PATCH /bookings-os/backend/{id}. */
export const ZBookingOsBackendBody = z.strictObject({ hubgrade_booking_open_space: ZBackendPatch });

/** POST /bookings/{id}/state and /bookings-os/{id}/state: move a contract (checked against CONTRACT_TRANSITIONS). */
export const ZContractStateBody = z.strictObject({ state: z.union(CONTRACT_STATES.map((s) => z.literal(s))) });

/** POST /bookings-hp: an off-platform contract, entered as a draft (0) or already signed (3). */
export const ZOffPlatformBody = z
  .strictObject({
    tenantId: ZRefId,
    tenantCompanyId: ZRefId.nullable().optional(),
    landlordId: ZRefId.nullable().optional(),
    landlordName: z.string().trim().min(1).max(150).nullable().optional(),
    city: z.string().trim().min(1).max(100).nullable().optional(),
    startDate: ZIsoDay,
    endDate: ZIsoDay.nullable().optional(),
    durationMonths: z.number().int().min(1).max(120).default(12),
    rentCents: z.number({ error: AUTH_LABELS.required }).int().min(0).max(100_000_000),
    /** Security deposit (dépôt de garantie), invoiced by the first billing run that bills the contract. */
    depositCents: z.number({ error: AUTH_LABELS.required }).int().min(0).max(100_000_000).default(0),
    contractType: z.union([z.literal(1), z.literal(4)]),
    state: z.union([z.literal(0), z.literal(3)]).default(3),
  })
  .refine((b) => Boolean(b.landlordId) !== Boolean(b.landlordName), { message: L.landlordRequired, path: ['landlordName'] })
  .refine((b) => !b.endDate || b.endDate >= b.startDate, { message: L.endDateBeforeStart, path: ['endDate'] });
export type OffPlatformBody = z.infer<typeof ZOffPlatformBody>;

/** A stored document: `path` opens it with the bearer token. */
export const ZDocumentFile = z.object({ name: z.string(), path: z.string() });
export type DocumentFile = z.infer<typeof ZDocumentFile>;

/** GET /documents/users/{userId} (tables-and-sheets §7): body[0] holds pieceIdentite and kbis. */
export const ZUserDocuments = z.array(z.object({ pieceIdentite: ZDocumentFile.nullable(), kbis: ZDocumentFile.nullable() }));
export type UserDocuments = z.infer<typeof ZUserDocuments>;
export const USER_DOCUMENT_KINDS = ['pieceIdentite', 'kbis'] as const;
export type UserDocumentKind = (typeof USER_DOCUMENT_KINDS)[number];

/** PUT /documents/users/{userId}: attach an upload (made by POST /upload/pdf) as the user's identity proof or KBIS. */
export const ZUserDocumentBody = z.strictObject({
  kind: z.enum(USER_DOCUMENT_KINDS),
  uploadId: ZRefId,
});

export const CONTRACT_DOCUMENT_SIDES = ['landlord', 'tenant'] as const;
export type ContractDocumentSide = (typeof CONTRACT_DOCUMENT_SIDES)[number];
export const ZContractDocument = ZDocumentFile.extend({ id: z.number().int(), createdAt: z.string() });
/** GET /bookings/{id}/documents: the contract's documents on each side. */
export const ZContractDocuments = z.object({ landlord: z.array(ZContractDocument), tenant: z.array(ZContractDocument) });
export type ContractDocuments = z.infer<typeof ZContractDocuments>;
export const ZContractDocumentBody = z.strictObject({
  side: z.enum(CONTRACT_DOCUMENT_SIDES),
  uploadId: ZRefId,
});
export const ZContractDocumentParams = z.object({ id: ZId, documentId: ZId });

/** The user of /documents/users/{userId}, and the one file of a kind of /documents/users/{userId}/{kind}/file. */
export const ZUserIdParams = z.object({ userId: ZId });
export const ZUserDocumentFileParams = ZUserIdParams.extend({ kind: z.enum(USER_DOCUMENT_KINDS) });
