/*
 * The upload rules both sides apply, without zod: the browser's upload widget imports them on
 * every page that shows one. The shapes of the calls are in schemas.ts.
 */

/**
 * Upload modes of members-bookings-feed §2.16 and §9: PDF only, ticket attachments (JPG, PNG, PDF)
 * and the default image mode (JPG, PNG, WEBP).
 */
export const UPLOAD_MODES = ['pdf', 'ticket', 'image'] as const;
export type UploadMode = (typeof UPLOAD_MODES)[number];

/** Types the server recognises by content; the browser's own type or the file name is never trusted. */
export const UPLOAD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

const MEGABYTE = 1024 * 1024;

export interface UploadRule {
  /** Largest accepted file, in bytes (a file of exactly this size is accepted). */
  maxBytes: number;
  mimeTypes: readonly UploadMimeType[];
  /** For the file picker's `accept` attribute: what the chooser offers, not a check. */
  accept: Record<string, readonly string[]>;
}

export const UPLOAD_RULES: Record<UploadMode, UploadRule> = {
  pdf: { maxBytes: 10 * MEGABYTE, mimeTypes: ['application/pdf'], accept: { 'application/pdf': ['.pdf'] } },
  ticket: {
    maxBytes: 10 * MEGABYTE,
    mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
    accept: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'application/pdf': ['.pdf'] },
  },
  image: {
    maxBytes: 2 * MEGABYTE,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    accept: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] },
  },
};

/** The largest file any mode accepts: the bound of a multipart request. */
export const UPLOAD_MAX_BYTES = Math.max(...UPLOAD_MODES.map((mode) => UPLOAD_RULES[mode].maxBytes));

/** Longest original name kept; longer names are cut, keeping their extension. */
export const UPLOAD_NAME_MAX_LENGTH = 200;

/** Spec §9: file names cut to 28 characters with an ellipsis on small screens. */
export const UPLOAD_NAME_SHORT_LENGTH = 28;

/** The multipart field that carries the file (spec §7: "multipart field file"). */
export const UPLOAD_FIELD = 'file';

/** Spec §9: a file name cut to 28 characters, the last one an ellipsis. */
export function shortFileName(name: string, max = UPLOAD_NAME_SHORT_LENGTH): string {
  const chars = Array.from(name);
  return chars.length <= max ? name : `${chars.slice(0, max - 1).join('')}…`;
}

/** What the widget checks before sending: the size (the server checks the content). */
export function isTooLarge(mode: UploadMode, size: number): boolean {
  return size > UPLOAD_RULES[mode].maxBytes;
}

/** Spec §5: in single-file mode, a drop of several files is refused as a whole. */
export function breaksSingleFileRule(multiple: boolean, count: number): boolean {
  return !multiple && count > 1;
}

export function isImageUpload(upload: { mimeType: string }): boolean {
  return upload.mimeType.startsWith('image/');
}

/** Where an upload is served, relative to the host. */
export function uploadPath(id: number): string {
  return `/api/upload/${id}/file`;
}
