import { sql } from 'drizzle-orm';
import { PNG, uploadForm } from '../../src/modules/uploads/sample-files.ts';
import { ADMINS, type Call, type Fixtures, line, type Row } from './matrix.ts';

/** Static pages of the public site and their blocks (spec shell §2.9, §7). Brands 5 and 9 have the module. */

export const fixtures: Fixtures = {
  seoPage: (brand) => sql`select id as v from seo_pages where brand_id is not distinct from ${brand} order by id limit 1`,
  seoBlock: (brand) => sql`select b.id as v from seo_blocks b join seo_pages p on p.id = b.page_id
    where p.brand_id is not distinct from ${brand} and b.kind = 'richText' order by b.id limit 1`,
  // The public image route reads the demo images, whose files the app writes on start-up.
  seoImage: () => sql`select id as v from seo_images where brand_id is null order by id limit 1`,
};

const WRITE = { roles: ADMINS, module: 'pagesStatiques' } as const;
const CANONICAL = { roles: ADMINS, module: 'pagesCanoniques' } as const;
/** A call on one page: the API checks the module of the page's kind. */
const ADMINS_ONLY = { roles: ADMINS } as const;
const PUBLIC = { public: true } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);

/** A page of a scope made for one call that deletes it. */
const freshPage = (brand: (c: Call) => number | null) => (c: Call) =>
  c.scalar<number>(sql`insert into seo_pages (brand_id, kind, title, slug)
    values (${brand(c)}, 'static', 'Matrice', ${`matrice-${c.who}-${Math.random().toString(36).slice(2, 8)}`}) returning id as v`);
/** A block of a scope made for one call that removes it. */
const freshBlock = (brand: (c: Call) => number | null) => async (c: Call) => {
  const page = await freshPage(brand)(c);
  return c.scalar<number>(sql`insert into seo_blocks (page_id, kind, position) values (${page}, 'contactForm', 1) returning id as v`);
};
const slug = (c: Call, what: string) => `${what}-${c.who.toLowerCase()}`;

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/seo-page-new': {
    access: WRITE,
    cases: {
      list: { request: () => ({ url: '/api/seo-page-new' }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
    },
  },
  'GET /api/seo-page-new/:id': {
    access: ADMINS_ONLY,
    cases: {
      own: { request: (c) => ({ url: `/api/seo-page-new/${c.own('seoPage')}` }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/seo-page-new/${c.other('seoPage')}` }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/seo-page-new': {
    access: WRITE,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: '/api/seo-page-new', payload: { title: 'Matrice', slug: slug(c, 'matrice') } }),
        expect: line('401  201  201  201  201  201  403  403  403  403  403  403  403') },
      'empty body': { request: () => ({ method: 'POST', url: '/api/seo-page-new' }),
        expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403') },
    },
  },
  'PUT /api/seo-page-new/:id': {
    access: ADMINS_ONLY,
    cases: {
      own: { request: (c) => ({ method: 'PUT', url: `/api/seo-page-new/${c.own('seoPage')}`, payload: { title: 'Matrice', slug: slug(c, 'page') } }),
        guards: (c) => ({ table: 'seo_pages', id: c.own('seoPage') }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'PUT', url: `/api/seo-page-new/${c.other('seoPage')}`, payload: { title: 'Matrice', slug: slug(c, 'autre') } }),
        guards: (c) => ({ table: 'seo_pages', id: c.other('seoPage') }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
  'DELETE /api/seo-page-new/:id': {
    access: ADMINS_ONLY,
    cases: {
      own: { setup: freshPage((c) => c.brand),
        request: (_c, id) => ({ method: 'DELETE', url: `/api/seo-page-new/${id}` }),
        guards: (_c, id) => ({ table: 'seo_pages', id }),
        expect: line('401  204  204  204  204  204  403  403  403  403  403  403  403') },
      other: { setup: freshPage(otherBrand),
        request: (_c, id) => ({ method: 'DELETE', url: `/api/seo-page-new/${id}` }),
        guards: (_c, id) => ({ table: 'seo_pages', id }),
        expect: line('401  204  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/seo-page-new/:id/blocs': {
    access: ADMINS_ONLY,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: `/api/seo-page-new/${c.own('seoPage')}/blocs`, payload: { kind: 'contactForm' } }),
        expect: line('401  201  201  201  201  201  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'POST', url: `/api/seo-page-new/${c.other('seoPage')}/blocs`, payload: { kind: 'contactForm' } }),
        expect: line('401  201  404  404  404  404  403  403  403  403  403  403  403') },
      // The raw script block is the super admin's only.
      script: { request: (c) => ({ method: 'POST', url: `/api/seo-page-new/${c.own('seoPage')}/blocs`, payload: { kind: 'script' } }),
        expect: line('401  201  403  403  403  403  403  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/seo-page-new/blocs/edit/:id': {
    access: ADMINS_ONLY,
    cases: {
      own: { request: (c) => ({ method: 'PATCH', url: `/api/seo-page-new/blocs/edit/${c.own('seoBlock')}`, payload: { kind: 'richText', content: { html: `<p>${c.who}</p>` } } }),
        guards: (c) => ({ table: 'seo_blocks', id: c.own('seoBlock') }),
        expect: line('401  201  201  201  201  201  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'PATCH', url: `/api/seo-page-new/blocs/edit/${c.other('seoBlock')}`, payload: { kind: 'richText', content: { html: `<p>${c.who}</p>` } } }),
        guards: (c) => ({ table: 'seo_blocks', id: c.other('seoBlock') }),
        expect: line('401  201  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/seo-page-new/blocs/:id/position': {
    access: ADMINS_ONLY,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: `/api/seo-page-new/blocs/${c.own('seoBlock')}/position`, payload: { position: 2 } }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'POST', url: `/api/seo-page-new/blocs/${c.other('seoBlock')}/position`, payload: { position: 2 } }),
        guards: (c) => ({ table: 'seo_blocks', id: c.other('seoBlock') }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
  'DELETE /api/seo-page-new/blocs/:id': {
    access: ADMINS_ONLY,
    cases: {
      own: { setup: freshBlock((c) => c.brand),
        request: (_c, id) => ({ method: 'DELETE', url: `/api/seo-page-new/blocs/${id}` }),
        guards: (_c, id) => ({ table: 'seo_blocks', id }),
        expect: line('401  204  204  204  204  204  403  403  403  403  403  403  403') },
      other: { setup: freshBlock(otherBrand),
        request: (_c, id) => ({ method: 'DELETE', url: `/api/seo-page-new/blocs/${id}` }),
        guards: (_c, id) => ({ table: 'seo_blocks', id }),
        expect: line('401  204  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/uploads/seo-page-new': {
    access: ADMINS_ONLY,
    cases: {
      image: { request: () => ({ method: 'POST', url: '/api/uploads/seo-page-new', payload: uploadForm(PNG, 'matrice.png', 'image/png') }),
        expect: line('401  201  201  201  201  201  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/seo-page-new/:id/parent': {
    access: ADMINS_ONLY,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: `/api/seo-page-new/${c.own('seoPage')}/parent`, payload: { parentId: null } }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'POST', url: `/api/seo-page-new/${c.other('seoPage')}/parent`, payload: { parentId: null } }),
        guards: (c) => ({ table: 'seo_pages', id: c.other('seoPage') }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
  'GET /api/seo-site-tree': {
    access: WRITE,
    cases: {
      tree: { request: () => ({ url: '/api/seo-site-tree' }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
    },
  },
  'GET /api/seo-canonical-pages': {
    access: CANONICAL,
    cases: {
      list: { request: () => ({ url: '/api/seo-canonical-pages' }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/seo-canonical-pages': {
    access: CANONICAL,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: '/api/seo-canonical-pages', payload: { city: 'Matrice', shortName: slug(c, 'matrice'), spaceType: 1, renterType: 1 } }),
        expect: line('401  201  201  201  201  201  403  403  403  403  403  403  403') },
      'empty body': { request: () => ({ method: 'POST', url: '/api/seo-canonical-pages' }),
        expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403') },
    },
  },
  'GET /api/public/seo-images/:id/:format': {
    access: PUBLIC,
    cases: {
      webp: { request: (c) => ({ url: `/api/public/seo-images/${c.own('seoImage')}/webp` }),
        expect: line('200  200  200  200  200  200  200  200  200  200  200  200  200') },
    },
  },
  'GET /api/public/pages': {
    access: PUBLIC,
    cases: {
      published: { request: () => ({ url: '/api/public/pages?path=/a-propos' }),
        expect: line('200  200  200  200  200  200  200  200  200  200  200  200  200') },
      draft: { request: () => ({ url: '/api/public/pages?path=/mentions' }),
        expect: line('404  404  404  404  404  404  404  404  404  404  404  404  404') },
    },
  },
};
