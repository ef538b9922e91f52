import { z } from 'zod';
import { ACCOUNT_TYPES } from '../auth/roles.ts';
import { listAnswer, listQuery } from '../common/list.ts';
import { ZId, ZRefId, zRichText } from '../common/schemas.ts';
import { EMAILING_LABELS as L } from './labels.ts';
import { CAMPAIGN_PAGE_SIZE, CAMPAIGN_STATES, CAMPAIGN_SUBJECT_MAX } from './rules.ts';

export const ZCampaignState = z.enum(CAMPAIGN_STATES);
export const ZCampaignParams = z.object({ id: ZId });

const ZAccountType = z.union([z.literal(ACCOUNT_TYPES[0]), z.literal(ACCOUNT_TYPES[1])]);
const ids = z.array(ZRefId).max(500).default([]);

/** Who a campaign reaches: members of these sites, companies and account types (each list empty: no condition). */
export const ZSegment = z.strictObject({ sites: ids, companies: ids, accountTypes: z.array(ZAccountType).max(2).default([]) });
export type Segment = z.infer<typeof ZSegment>;
export type SegmentInput = z.input<typeof ZSegment>;

/** Where the mails of a campaign stand: recipients reached so far, and their mails queued, sent and failed. */
export const ZCampaignCounts = z.object({
  total: z.number().int(),
  recipients: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Recipients served, in whole percent. */
  progress: z.number().int(),
});
export type CampaignCounts = z.infer<typeof ZCampaignCounts>;

export const ZCampaignRow = z.object({
  id: z.number().int(),
  subject: z.string(),
  state: ZCampaignState,
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  counts: ZCampaignCounts,
});
export type CampaignRow = z.infer<typeof ZCampaignRow>;

export const ZCampaign = ZCampaignRow.extend({
  brand: z.number().int().nullable(),
  body: z.string(),
  segment: ZSegment,
});
export type Campaign = z.infer<typeof ZCampaign>;

export const CAMPAIGN_SORTS = ['id', 'subject'] as const;
export const ZCampaignQuery = listQuery({
  sortable: CAMPAIGN_SORTS,
  defaultSort: 'id',
  defaultItemsPerPage: CAMPAIGN_PAGE_SIZE,
  filters: { state: ZCampaignState.optional() },
});
export type CampaignQuery = z.infer<typeof ZCampaignQuery>;
export const ZCampaignList = listAnswer(ZCampaignRow);

/** POST /emailing/campaigns, PUT /emailing/campaigns/{id}: the draft. */
export const ZCampaignBody = z.strictObject({
  subject: z.string({ error: L.refusals.required }).trim().min(1, L.refusals.required).max(CAMPAIGN_SUBJECT_MAX, L.refusals.subjectTooLong),
  body: zRichText(z.string({ error: L.refusals.required }).max(100_000)),
  segment: ZSegment.default({ sites: [], companies: [], accountTypes: [] }),
});
export type CampaignBody = z.infer<typeof ZCampaignBody>;
export type CampaignInput = z.input<typeof ZCampaignBody>;

/** POST /emailing/campaigns/{id}/send: at once, or at a date (ISO 8601) still to come. */
export const ZCampaignSend = z.strictObject({ scheduledAt: z.iso.datetime({ offset: true }).nullable().default(null) });
export type CampaignSend = z.infer<typeof ZCampaignSend>;

/** POST /emailing/audience: how many members a segment reaches now. */
export const ZSegmentCount = z.object({ count: z.number().int() });

/** POST /emailing/campaigns/{id}/test: where the test went. */
export const ZCampaignTest = z.object({ to: z.string() });

/** GET /emailing/options: the sites and companies a segment may name. */
const ZNamed = z.object({ id: z.number().int(), name: z.string() });
export const ZEmailingOptions = z.object({ sites: z.array(ZNamed), companies: z.array(ZNamed) });
export type EmailingOptions = z.infer<typeof ZEmailingOptions>;

/** The token of a campaign mail's unsubscribe link. */
export const ZUnsubscribeParams = z.object({ token: z.string().regex(/^[\w-]{16,64}$/, L.unsubscribe.unknown) });
export const ZUnsubscribed = z.object({ email: z.string() });
