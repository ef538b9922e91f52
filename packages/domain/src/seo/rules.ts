/*
 * The rules of SEO pages and their blocks (spec shell §2.9, §3, §5), without zod: the block
 * editors and the API's schemas both apply them.
 */
import { BLOCK_MESSAGES as M } from './labels.ts';

/** The eleven block kinds of spec shell §2.9, in the order the "add a block" menu lists them. */
export const BLOCK_KINDS = [
  'header',
  'richText',
  'search',
  'adList',
  'thumbnails',
  'carousel',
  'tabs',
  'callToAction',
  'callback',
  'contactForm',
  'script',
] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** The blocks whose content is a plain string (spec shell §3): the rich text's HTML and the raw script. */
export const STRING_BLOCKS = ['richText', 'script'] as const satisfies readonly BlockKind[];

/** Codes of spec shell §3: space types, renter types and contract types an ad list or a search filters on. */
export const SPACE_TYPES = [1, 2, 3] as const;
export const RENTER_TYPES = [1, 3, 4] as const;
export const CONTRACT_TYPES = [1, 4] as const;

export const PAGE_KINDS = ['static', 'canonical'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** Spec shell §3: the header's default height. */
export const HEADER_DEFAULT_HEIGHT = 500;
export const BLOCK_HEIGHT_MAX = 5000;
export const BLOCK_ITEMS_MAX = 30;
export const BLOCK_TEXT_MAX = 500;
export const BLOCK_LONG_TEXT_MAX = 5000;
export const BLOCK_RICH_TEXT_MAX = 100_000;
export const BLOCK_SCRIPT_MAX = 20_000;
export const PAGE_BLOCKS_MAX = 50;
export const SLUG_MAX = 120;

/** A slug of the public site: lowercase letters, digits and single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A link a block may carry: an address of the web, a mail or phone link, or a path of the site. */
export function isSafeLink(link: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+0-9 .()-]+|\/[^\s]*)$/i.test(link.trim());
}

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';
const missing = (value: number | null | undefined) => value === null || value === undefined || Number.isNaN(value);

/** The field → message of a rule that failed, in the field order of the form. */
export type Faults<F extends string> = Partial<Record<F, string>>;

/** Spec shell §5: lat, lng and radius in coordinates mode; a zipcode in location mode. */
export function adListFaults(content: {
  mode: 'coordinates' | 'location';
  lat: number | null;
  lng: number | null;
  radius: number | null;
  zipcode: string;
}): Faults<'lat' | 'lng' | 'radius' | 'zipcode'> {
  if (content.mode === 'location') return blank(content.zipcode) ? { zipcode: M.location } : {};
  const faults: Faults<'lat' | 'lng' | 'radius'> = {};
  if (missing(content.lat)) faults.lat = M.latitude;
  if (missing(content.lng)) faults.lng = M.longitude;
  if (missing(content.radius)) faults.radius = M.radius;
  return faults;
}

export interface TabRuleInput {
  title: string;
  description: string;
  link: string;
  linkBtnTxt: string;
  height: number | null;
  imgAlt: string;
  subTabs: SubTabRuleInput[];
}
export interface SubTabRuleInput {
  subtitle: string;
  link: string;
  height: number | null;
  imgAlt: string;
}

/**
 * The tabs rule of spec shell §2.9: a tab without subtabs needs its title, description, link,
 * button text, height and image alt; a tab with subtabs needs its title (its label in the bar).
 */
export function tabFaults(tab: TabRuleInput): Faults<'title' | 'description' | 'link' | 'linkBtnTxt' | 'height' | 'imgAlt'> {
  const faults: Faults<'title' | 'description' | 'link' | 'linkBtnTxt' | 'height' | 'imgAlt'> = {};
  if (blank(tab.title)) faults.title = M.title;
  if (tab.subTabs.length > 0) return faults;
  if (blank(tab.description)) faults.description = M.description;
  if (blank(tab.link)) faults.link = M.link;
  if (blank(tab.linkBtnTxt)) faults.linkBtnTxt = M.buttonText;
  if (missing(tab.height)) faults.height = M.height;
  if (blank(tab.imgAlt)) faults.imgAlt = M.alt;
  return faults;
}

/** The tabs rule of spec shell §2.9 for a subtab: subtitle, link, height and image alt. */
export function subTabFaults(subTab: SubTabRuleInput): Faults<'subtitle' | 'link' | 'height' | 'imgAlt'> {
  const faults: Faults<'subtitle' | 'link' | 'height' | 'imgAlt'> = {};
  if (blank(subTab.subtitle)) faults.subtitle = M.subtitle;
  if (blank(subTab.link)) faults.link = M.link;
  if (missing(subTab.height)) faults.height = M.height;
  if (blank(subTab.imgAlt)) faults.imgAlt = M.alt;
  return faults;
}

/** Whether a block of this kind may be added, changed or removed by this user: the raw script is for super admins only. */
export function mayEditBlock(kind: BlockKind, superAdmin: boolean): boolean {
  return kind !== 'script' || superAdmin;
}

/** Where an item lands when moved to `position` (1 first) in an ordered list; out-of-range positions clamp. */
export function movedOrder(ids: readonly number[], id: number, position: number): number[] {
  const rest = ids.filter((other) => other !== id);
  const at = Math.min(Math.max(position - 1, 0), rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** A page's address on the public site: the slugs of its ancestors and its own, joined. */
export function pagePath(slugs: readonly string[]): string {
  return `/${slugs.join('/')}`;
}

/** The breadcrumb link of a search-engine page (spec shell §2.8). */
export function canonicalBreadcrumbLink(shortName: string): string {
  return `/louer-un-bureau/${encodeURIComponent(shortName)}`;
}

/** A text without its HTML tags, to tell an empty rich text from a filled one. */
export function richTextIsEmpty(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/** Where the public site reads a block image: the original as sent, or its WebP rendition. */
export function seoImagePath(id: number, format: 'original' | 'webp'): string {
  return `/api/public/seo-images/${id}/${format}`;
}

/**
 * Whether hanging page `id` under `parentId` would make a loop in the site tree: the new parent
 * is the page itself or one of its descendants.
 */
export function wouldCycle(parents: ReadonlyMap<number, number | null>, id: number, parentId: number | null): boolean {
  const seen = new Set<number>();
  for (let at = parentId; at !== null && at !== undefined && !seen.has(at); at = parents.get(at) ?? null) {
    if (at === id) return true;
    seen.add(at);
  }
  return false;
}

/** A canonical page's generated title: « Bureau privé à Paris pour entreprise ». */
export function canonicalTitle(spaceName: string, city: string, renterName: string): string {
  return `${spaceName} à ${city} pour ${renterName.toLowerCase()}`;
}

/** A canonical page's generated slug from its short name and its types: `paris-1-3`. */
export function canonicalSlug(shortName: string, spaceType: number, renterType: number): string {
  return `${shortName}-${spaceType}-${renterType}`;
}
