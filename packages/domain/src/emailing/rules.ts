/**
 * A campaign is written as a draft, then sent at once or scheduled; while "sending" the server
 * queues its mails batch by batch (a rate per minute) until every recipient has one, then "sent".
 */
export const CAMPAIGN_STATES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** Only a campaign not started yet is edited, deleted, sent or scheduled. */
export function campaignEditable(state: CampaignState): boolean {
  return state === 'draft' || state === 'scheduled';
}

/** The merge fields a subject or body may hold, replaced per recipient. */
export const MERGE_FIELDS = { firstName: '{{prenom}}', company: '{{societe}}' } as const;
export type MergeField = keyof typeof MERGE_FIELDS;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * The text with each merge field replaced by the recipient's value (empty when they have none),
 * HTML-escaped when the text is HTML so that a name never becomes markup.
 */
export function applyMergeFields(text: string, values: Record<MergeField, string | null>, html: boolean): string {
  let merged = text;
  for (const [field, token] of Object.entries(MERGE_FIELDS) as [MergeField, string][]) {
    const value = values[field] ?? '';
    merged = merged.split(token).join(html ? escapeHtml(value) : value);
  }
  return merged;
}

/** Recipients served so far as a whole percentage, 100 for a campaign with nobody to reach. */
export function campaignProgress(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.floor((done * 100) / total));
}

/** Mails queued per pass of the sender (one pass a second) for a rate per minute. */
export function batchPerPass(ratePerMinute: number, passMs: number): number {
  return Math.max(1, Math.floor((ratePerMinute * passMs) / 60_000));
}

export const CAMPAIGN_PAGE_SIZE = 20;
export const CAMPAIGN_SUBJECT_MAX = 200;

/** The body with a merge field added where the writer most likely wants it: at the end of its last paragraph. */
export function insertMergeField(html: string, field: MergeField): string {
  const token = MERGE_FIELDS[field];
  if (html.endsWith('</p>')) return `${html.slice(0, -4)} ${token}</p>`;
  return `${html}<p>${token}</p>`;
}
