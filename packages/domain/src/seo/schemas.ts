import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { ZRefId, zRichText } from '../common/schemas.ts';
import { BLOCK_MESSAGES as M, SEO_LABELS } from './labels.ts';
import {
  adListFaults,
  BLOCK_HEIGHT_MAX,
  BLOCK_ITEMS_MAX,
  BLOCK_KINDS,
  BLOCK_LONG_TEXT_MAX,
  BLOCK_RICH_TEXT_MAX,
  BLOCK_SCRIPT_MAX,
  BLOCK_TEXT_MAX,
  CONTRACT_TYPES,
  type Faults,
  HEADER_DEFAULT_HEIGHT,
  isSafeLink,
  PAGE_KINDS,
  RENTER_TYPES,
  richTextIsEmpty,
  SLUG_MAX,
  SLUG_PATTERN,
  SPACE_TYPES,
  subTabFaults,
  tabFaults,
} from './rules.ts';

const R = SEO_LABELS.blocks.refusals;
const P = SEO_LABELS.pages.refusals;

/* ---------- pieces of a block ---------- */

const required = (message: string, max = BLOCK_TEXT_MAX) => z.string({ error: message }).trim().min(1, message).max(max, R.tooLong);
const optional = (max = BLOCK_TEXT_MAX) => z.string({ error: R.tooLong }).trim().max(max, R.tooLong).default('');
const link = (message: string) => required(message, 2000).refine((value) => value === '' || isSafeLink(value), R.link);
const optionalLink = () => optional(2000).refine((value) => value === '' || isSafeLink(value), R.link);
const height = (message: string = M.height) => z.number({ error: message }).int(R.number).min(1, R.number).max(BLOCK_HEIGHT_MAX, R.number);
const oneOf = <T extends readonly number[]>(codes: T, message: string = R.number) =>
  z.number({ error: message }).refine((code): code is T[number] => (codes as readonly number[]).includes(code), message);
const items = <T extends z.ZodType>(item: T) => z.array(item, { error: R.atLeastOne }).min(1, R.atLeastOne).max(BLOCK_ITEMS_MAX, R.tooMany);

/** The rule's faults as issues on their fields. */
function addFaults(ctx: z.RefinementCtx, faults: Faults<string>, at: (string | number)[] = []) {
  for (const [field, message] of Object.entries(faults)) ctx.addIssue({ code: 'custom', path: [...at, field], message });
}

/**
 * An image of a block (spec shell §3 Image): the id the upload call gave; the API writes the
 * paths of the original and of its WebP rendition from its own record, whatever the body says.
 */
export const ZImage = z.object({
  uploadId: ZRefId,
  pathRelative: z.string().max(300).default(''),
  webpPath: z.string().max(300).default(''),
});
export type Image = z.output<typeof ZImage>;

/* ---------- the eleven block contents (spec shell §3) ---------- */

export const ZAdListContent = z
  .object({
    mode: z.enum(['coordinates', 'location']).default('coordinates'),
    lat: z.number({ error: M.latitude }).min(-90, R.latitude).max(90, R.latitude).nullable().default(null),
    lng: z.number({ error: M.longitude }).min(-180, R.longitude).max(180, R.longitude).nullable().default(null),
    radius: z.number({ error: M.radius }).positive(R.number).max(1000, R.number).nullable().default(null),
    zipcode: optional(),
    idLoueur: ZRefId.nullable().default(null),
    renterTypes: z.array(oneOf(RENTER_TYPES)).max(3).default([]),
    contractTypes: z.array(oneOf(CONTRACT_TYPES)).max(2).default([]),
    spaceTypes: z.array(oneOf(SPACE_TYPES)).max(3).default([]),
    nbAd: z.number({ error: R.number }).int(R.number).min(1, R.number).max(100, R.number).nullable().default(null),
  })
  .superRefine((content, ctx) => addFaults(ctx, adListFaults(content)));

export const ZCallbackContent = z.object({ title: required(M.title), btnTxt: required(M.buttonText) });

export const ZContactFormContent = z.object({ title: required(M.formTitle) });

export const ZCallToActionContent = z.object({ href: link(M.address), btnTxt: required(M.ctaButtonText) });

export const ZCarouselContent = z.object({
  height: height(),
  items: items(
    z.object({
      title: required(M.title),
      link: link(M.link),
      img: ZImage.nullable().refine((img) => img !== null, M.required),
      imgAlt: required(M.alt),
    }),
  ),
});

export const ZSearchContent = z.object({
  searchInput: required(M.text),
  colab: z.boolean().default(false),
  spaceType: oneOf(SPACE_TYPES).nullable().default(null),
  renterType: oneOf(RENTER_TYPES).nullable().default(null),
});

const ZSubTab = z
  .object({
    subtitle: optional(),
    description: optional(BLOCK_LONG_TEXT_MAX),
    img: ZImage.nullable().default(null),
    imgAlt: optional(),
    height: height().nullable().default(null),
    link: optionalLink(),
    linkBtnTxt: optional(),
    subLink: optionalLink(),
    subLinkBtnTxt: optional(),
  })
  .superRefine((subTab, ctx) => addFaults(ctx, subTabFaults(subTab)));

const ZTab = z
  .object({
    title: optional(),
    description: optional(BLOCK_LONG_TEXT_MAX),
    img: ZImage.nullable().default(null),
    imgAlt: optional(),
    height: height().nullable().default(null),
    link: optionalLink(),
    linkBtnTxt: optional(),
    subLink: optionalLink(),
    subLinkBtnTxt: optional(),
    subTabs: z.array(ZSubTab).max(BLOCK_ITEMS_MAX, R.tooMany).default([]),
  })
  .superRefine((tab, ctx) => addFaults(ctx, tabFaults(tab)));

export const ZTabsContent = z.object({ tabs: items(ZTab) });

/**
 * The rich text's HTML (sanitised by the API on the way in), under `html` so that only this
 * block's text is sanitised; it is stored and answered as the plain string of spec shell §3.
 */
export const ZRichTextContent = z.object({
  html: zRichText(
    z
      .string({ error: M.text })
      .max(BLOCK_RICH_TEXT_MAX, R.tooLong)
      .refine((html) => !richTextIsEmpty(html), M.text),
  ),
});

/** The raw script, kept as typed (stored as the plain string of spec shell §3): only a super admin writes it. */
export const ZScriptContent = z.object({
  script: z.string({ error: M.required }).trim().min(1, M.required).max(BLOCK_SCRIPT_MAX, R.tooLong),
});

export const ZHeaderContent = z
  .object({
    title: required(M.title),
    height: height().default(HEADER_DEFAULT_HEIGHT),
    alt: optional(),
    uploadId: ZRefId.nullable().default(null),
    pathRelative: z.string().max(300).default(''),
    webpPath: z.string().max(300).default(''),
    subTitle: optional(),
    paragraph: optional(BLOCK_LONG_TEXT_MAX),
    btnTxt: optional(),
    btnLink: optionalLink(),
  })
  .superRefine((header, ctx) => {
    // The image's ALT is what a screen reader says of it: required as soon as there is an image.
    if (header.uploadId !== null && header.alt === '') ctx.addIssue({ code: 'custom', path: ['alt'], message: M.alt });
  });

export const ZThumbnailsContent = z.object({
  height: height(),
  items: items(
    z
      .object({
        title: required(M.title),
        link: link(M.link),
        linkText: required(M.text),
        description: required(M.description, BLOCK_LONG_TEXT_MAX),
        img: ZImage.nullable().default(null),
        imgAlt: optional(),
      })
      .superRefine((item, ctx) => {
        if (item.img !== null && item.imgAlt === '') ctx.addIssue({ code: 'custom', path: ['imgAlt'], message: M.alt });
      }),
  ),
});

/** Each kind's content schema, so that forms, the API and the tests take the same one. */
export const BLOCK_CONTENTS = {
  adList: ZAdListContent,
  callback: ZCallbackContent,
  contactForm: ZContactFormContent,
  callToAction: ZCallToActionContent,
  carousel: ZCarouselContent,
  search: ZSearchContent,
  tabs: ZTabsContent,
  richText: ZRichTextContent,
  header: ZHeaderContent,
  script: ZScriptContent,
  thumbnails: ZThumbnailsContent,
} as const;
export type BlockContents = { [K in keyof typeof BLOCK_CONTENTS]: z.output<(typeof BLOCK_CONTENTS)[K]> };
export type BlockContentInputs = { [K in keyof typeof BLOCK_CONTENTS]: z.input<(typeof BLOCK_CONTENTS)[K]> };
/** What a saved block holds: its content, the rich text and the script as plain strings (spec shell §3). */
export type StoredBlockContents = Omit<BlockContents, 'richText' | 'script'> & { richText: string; script: string };

const edit = <K extends keyof typeof BLOCK_CONTENTS>(kind: K) => z.strictObject({ kind: z.literal(kind), content: BLOCK_CONTENTS[kind] });

/**
 * PATCH /seo-page-new/blocs/edit/{id} (spec shell §7): the block's new content, with its kind so
 * that each kind's rules apply; the API refuses a kind other than the block's.
 */
export const ZBlockEdit = z.discriminatedUnion('kind', [
  edit('adList'),
  edit('callback'),
  edit('contactForm'),
  edit('callToAction'),
  edit('carousel'),
  edit('search'),
  edit('tabs'),
  edit('richText'),
  edit('header'),
  edit('script'),
  edit('thumbnails'),
]);
export type BlockEdit = z.input<typeof ZBlockEdit>;
export type BlockEditInput = z.output<typeof ZBlockEdit>;

/** A block of a page; `content` is null until the block's form is first saved (spec shell §3: no datas yet). */
export const ZBlock = z.object({
  id: z.number().int(),
  kind: z.enum(BLOCK_KINDS),
  position: z.number().int(),
  content: z.unknown().nullable(),
  updatedAt: z.string(),
});
export type Block = z.infer<typeof ZBlock>;

/** POST /seo-page-new/{id}/blocs: a new empty block of this kind, last unless a position is given. */
export const ZBlockAdd = z.strictObject({
  kind: z.enum(BLOCK_KINDS, { error: M.required }),
  position: z.number().int(R.position).min(1, R.position).max(1000, R.position).optional(),
});
export type BlockAdd = z.infer<typeof ZBlockAdd>;

/** POST /seo-page-new/blocs/{id}/position: where the block goes among the page's, 1 being first. */
export const ZBlockMove = z.strictObject({
  position: z.number({ error: R.position }).int(R.position).min(1, R.position).max(1000, R.position),
});
export type BlockMove = z.infer<typeof ZBlockMove>;

/** POST /uploads/seo-page-new (spec shell §7): the image, its original and WebP paths. */
export const ZSeoImage = z.object({ id: z.number().int(), pathRelative: z.string(), webpPath: z.string() });
export type SeoImage = z.infer<typeof ZSeoImage>;
export const SEO_IMAGE_FORMATS = ['original', 'webp'] as const;
export const ZSeoImageFileParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  format: z.enum(SEO_IMAGE_FORMATS),
});

/* ---------- pages ---------- */

export const ZSlug = z.string({ error: P.required }).trim().min(1, P.required).max(SLUG_MAX, P.tooLong).regex(SLUG_PATTERN, P.slug);

/** POST /seo-page-new and PUT /seo-page-new/{id}: a page's own fields. */
export const ZPageBody = z.strictObject({
  title: required(P.required, 200),
  slug: ZSlug,
  metaTitle: optional(200),
  metaDescription: optional(500),
  canonical: optional(2000).refine((url) => url === '' || /^https?:\/\/\S+$/i.test(url), P.canonical),
  published: z.boolean().default(false),
});
export type PageBody = z.input<typeof ZPageBody>;
export type PageInput = z.output<typeof ZPageBody>;

/** A canonical page's landing target (spec shell §2.8): its city and types, and its breadcrumb link. */
export const ZLanding = z.object({
  city: z.string(),
  shortName: z.string(),
  spaceType: z.number().int(),
  renterType: z.number().int(),
  /** `/louer-un-bureau/{short_name}` */
  breadcrumb: z.string(),
});
export type Landing = z.infer<typeof ZLanding>;

/** A page as the table lists it. */
export const ZPageSummary = z.object({
  id: z.number().int(),
  kind: z.enum(PAGE_KINDS),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  title: z.string(),
  slug: z.string(),
  /** Its address on the public site, its ancestors' slugs first. */
  path: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  canonical: z.string(),
  published: z.boolean(),
  parentId: z.number().int().nullable(),
  blockCount: z.number().int(),
  /** Canonical pages only. */
  landing: ZLanding.nullable(),
  updatedAt: z.string(),
});
export type PageSummary = z.infer<typeof ZPageSummary>;

/** A page with its blocks in their order. */
export const ZPage = ZPageSummary.extend({ blocks: z.array(ZBlock) });
export type Page = z.infer<typeof ZPage>;

export const PAGE_PAGE_SIZE = 25;
export const PAGE_SORTS = ['id', 'title', 'slug', 'updatedAt'] as const;
export const ZPageQuery = listQuery({
  sortable: PAGE_SORTS,
  defaultSort: 'id',
  defaultItemsPerPage: PAGE_PAGE_SIZE,
  filters: { published: z.enum(['true', 'false']).optional() },
});
export type PageQuery = z.infer<typeof ZPageQuery>;
export const ZPageList = listAnswer(ZPageSummary);
export type PageList = z.infer<typeof ZPageList>;

/** POST /seo-page-new/{id}/parent: the page hangs under another of its site (null: at the root), last among its siblings. */
export const ZPageMove = z.strictObject({ parentId: ZRefId.nullable() });
export type PageMove = z.infer<typeof ZPageMove>;

/** A node of the site tree: a static or canonical page and where it hangs. */
export const ZTreeNode = z.object({
  id: z.number().int(),
  kind: z.enum(PAGE_KINDS),
  brandId: z.number().int().nullable(),
  title: z.string(),
  slug: z.string(),
  path: z.string(),
  parentId: z.number().int().nullable(),
  position: z.number().int(),
  published: z.boolean(),
});
export type TreeNode = z.infer<typeof ZTreeNode>;
/** GET /seo-site-tree: the pages of the caller's site (of every site for the main platform's staff), parents first. */
export const ZSiteTree = z.array(ZTreeNode);
export type SiteTree = z.infer<typeof ZSiteTree>;

/** POST /seo-canonical-pages: a landing page for a city × space type × renter type; its title and slug are made from them. */
export const ZCanonicalBody = z.strictObject({
  city: required(P.required, 100),
  shortName: ZSlug,
  spaceType: oneOf(SPACE_TYPES, P.required),
  renterType: oneOf(RENTER_TYPES, P.required),
});
export type CanonicalBody = z.input<typeof ZCanonicalBody>;
export type CanonicalInput = z.output<typeof ZCanonicalBody>;

/* ---------- the public site ---------- */

/** GET /public/pages?path=…: the page at this address of the host's site, published only. */
export const ZPublicPageQuery = z.strictObject({
  path: z
    .string({ error: P.required })
    .trim()
    .max(1000, P.tooLong)
    .regex(/^\/?(?:[a-z0-9]+(?:-[a-z0-9]+)*\/?)+$/, P.slug),
});
export type PublicPageQuery = z.infer<typeof ZPublicPageQuery>;

export const ZPublicPage = z.object({
  title: z.string(),
  path: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  canonical: z.string(),
  updatedAt: z.string(),
  /** The saved blocks in their order; a block never saved is left out. */
  blocks: z.array(z.object({ kind: z.enum(BLOCK_KINDS), content: z.unknown() })),
});
export type PublicPage = z.infer<typeof ZPublicPage>;
