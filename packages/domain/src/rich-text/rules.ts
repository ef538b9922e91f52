/** Spec shell §2.9 and members-bookings-feed §5 Rich text: header levels 1 to 6, font sizes 10 to 36 px. */
export const RICH_TEXT_HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type RichTextHeadingLevel = (typeof RICH_TEXT_HEADING_LEVELS)[number];

export const RICH_TEXT_MIN_FONT_SIZE = 10;
export const RICH_TEXT_MAX_FONT_SIZE = 36;
/** The sizes the toolbar offers, in px. */
export const RICH_TEXT_FONT_SIZES = [10, 12, 14, 16, 18, 20, 24, 28, 32, 36] as const;

/** Editor height in px (spec shell §2.9). */
export const RICH_TEXT_HEIGHT = 300;

/** Link schemes the editor accepts and the server keeps; anything else (javascript:, data:) is dropped. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** A CSS font size the rich text may carry: whole pixels from 10 to 36. */
export function isAllowedFontSize(value: string): boolean {
  const match = /^(\d{2})px$/.exec(value.trim());
  if (!match) return false;
  const size = Number(match[1]);
  return size >= RICH_TEXT_MIN_FONT_SIZE && size <= RICH_TEXT_MAX_FONT_SIZE;
}

/** A link target the editor accepts: one of the allowed schemes, or a path on the same site. */
export function isAllowedLink(href: string): boolean {
  const value = href.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme !== undefined && (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(scheme);
}
