/** The legal pages a brand writes, by the address each is read at (spec shell §2.1). */
export const LEGAL_PAGE_KINDS = ['cgu', 'mentions-legales', 'donnees-personnelles'] as const;
export type LegalPageKind = (typeof LEGAL_PAGE_KINDS)[number];

export const LEGAL_CONTENT_MAX = 100_000;
/** The saved texts a page's versions dialog lists, newest first. */
export const LEGAL_VERSIONS_PAGE_SIZE = 20;
