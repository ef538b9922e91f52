import type { UploadMode } from '../uploads/rules.ts';

/** Who a document is shared with: every member of its brand, the members of a site, of a company, or one member. */
export const DOCUMENT_AUDIENCES = ['all', 'site', 'company', 'member'] as const;
export type DocumentAudience = (typeof DOCUMENT_AUDIENCES)[number];

/** PDF and images: the upload widget's mode that takes JPG, PNG and PDF. */
export const DOCUMENT_UPLOAD_MODE: UploadMode = 'ticket';
export const DOCUMENT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const DOCUMENT_PAGE_SIZE = 20;
export const DOCUMENT_TITLE_MAX = 150;

/** An audience names its target, except "all" which names none. */
export function audienceNeedsTarget(audience: DocumentAudience): boolean {
  return audience !== 'all';
}

/** The next version's number: one more than the highest, the first being 1. */
export function nextVersionNumber(numbers: readonly number[]): number {
  return numbers.reduce((max, n) => Math.max(max, n), 0) + 1;
}
