import { sql } from 'drizzle-orm';
import { ADMINS, type Call, type Case, type Fixtures, line, type Row, STAFF } from './matrix.ts';

/** Ads, ad groups, suggestions, favourites and the lists of the ad creation dialog. */

export const fixtures: Fixtures = {
  ad: (brand) =>
    sql`select id as v from ads where brand_id is not distinct from ${brand} and deleted_at is null and booking_state < 4 order by id limit 1`,
  adGroup: (brand) => sql`select id as v from ad_groups where brand_id is not distinct from ${brand} order by id limit 1`,
  adLandlord: (brand) =>
    sql`select id as v from users where brand_id is not distinct from ${brand} and account_type = 1 and deleted_at is null order by id limit 1`,
};

const ADS = { roles: STAFF, module: 'ads' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);

/** A free ad of the given scope, made for one call that deletes it. */
const freshAd = (brand: (c: Call) => number | null) => (c: Call) =>
  c.scalar<number>(
    sql`insert into ads (brand_id, user_id, title, category, rent_cents, capacity, area_square, slug)
        select brand_id, user_id, 'Matrice', 1, 100000, 2, 20, 'matrice-' || ${c.who} || '-' || gen_random_uuid()
        from ads where brand_id is not distinct from ${brand(c)} order by id limit 1
        returning id as v`,
  );

const emptyBody = (method: 'POST' | 'PATCH' | 'PUT', url: (c: Call) => string, guards?: Case['guards']): Case => ({
  request: (c) => ({ method, url: url(c) }),
  guards,
  expect: line('401  400  400  403  403  400  400  403  403  403  403  403  403'),
});

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE). Brand 5 has no ads module.
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/annonces': {
    access: ADS,
    cases: {
      list: { request: () => ({ url: '/api/annonces' }),
        expect: line('401  200  200  403  403  200  200  403  403  403  403  403  403') },
    },
  },
  'POST /api/annonces': {
    access: ADS,
    cases: { 'empty body': emptyBody('POST', () => '/api/annonces') },
  },
  'GET /api/annonces/:id': {
    access: ADS,
    cases: {
      own: { request: (c) => ({ url: `/api/annonces/${c.own('ad')}` }),
        expect: line('401  200  200  403  403  200  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/annonces/${c.other('ad')}` }),
        expect: line('401  200  404  403  403  404  200  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/annonces/:id': {
    access: ADS,
    cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: `/api/annonces/${c.own('ad')}`, payload: { hubgrade_ad: { seo: `Matrice ${c.who}` } } }),
        guards: (c) => ({ table: 'ads', id: c.own('ad') }),
        expect: line('401  204  204  403  403  204  204  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PATCH', url: `/api/annonces/${c.other('ad')}`, payload: { hubgrade_ad: { seo: `Matrice ${c.who}` } } }),
        guards: (c) => ({ table: 'ads', id: c.other('ad') }),
        expect: line('401  204  404  403  403  404  204  403  403  403  403  403  403') },
      'empty body': emptyBody('PATCH', (c) => `/api/annonces/${c.own('ad')}`, (c) => ({ table: 'ads', id: c.own('ad') })),
    },
  },
  'DELETE /api/annonces/:id': {
    access: { roles: ADMINS, module: 'ads' },
    cases: {
      own: {
        setup: freshAd((c) => c.brand),
        request: (_c, id) => ({ method: 'DELETE', url: `/api/annonces/${id}` }),
        guards: (_c, id) => ({ table: 'ads', id }),
        expect: line('401  204  204  403  403  204  403  403  403  403  403  403  403') },
      other: {
        setup: freshAd(otherBrand),
        request: (_c, id) => ({ method: 'DELETE', url: `/api/annonces/${id}` }),
        guards: (_c, id) => ({ table: 'ads', id }),
        expect: line('401  204  404  403  403  404  403  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/back/annonces/:id': {
    access: ADS,
    cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: `/api/back/annonces/${c.own('ad')}`, payload: { type: 'adDispo', value: '2030-01-01' } }),
        guards: (c) => ({ table: 'ads', id: c.own('ad') }),
        expect: line('401  200  200  403  403  200  200  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PATCH', url: `/api/back/annonces/${c.other('ad')}`, payload: { type: 'adDispo', value: '2030-01-01' } }),
        guards: (c) => ({ table: 'ads', id: c.other('ad') }),
        expect: line('401  200  404  403  403  404  200  403  403  403  403  403  403') },
      'empty body': emptyBody('PATCH', (c) => `/api/back/annonces/${c.own('ad')}`, (c) => ({ table: 'ads', id: c.own('ad') })),
    },
  },
  'PUT /api/annonces/:id/photos': {
    access: ADS,
    cases: {
      own: {
        request: (c) => ({ method: 'PUT', url: `/api/annonces/${c.own('ad')}/photos`, payload: { uploadIds: [] } }),
        expect: line('401  200  200  403  403  200  200  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PUT', url: `/api/annonces/${c.other('ad')}/photos`, payload: { uploadIds: [] } }),
        expect: line('401  200  404  403  403  404  200  403  403  403  403  403  403') },
    },
  },
  'GET /api/categories': {
    access: ADS,
    cases: {
      list: { request: () => ({ url: '/api/categories' }),
        expect: line('401  200  200  403  403  200  200  403  403  403  403  403  403') },
    },
  },
  'GET /api/contract-types': {
    access: ADS,
    cases: {
      list: { request: () => ({ url: '/api/contract-types' }),
        expect: line('401  200  200  403  403  200  200  403  403  403  403  403  403') },
    },
  },
  'GET /api/brand/:brandId/espace': {
    access: ADS,
    cases: {
      own: { request: (c) => ({ url: `/api/brand/${c.brand ?? 9}/espace` }),
        expect: line('401  200  200  403  403  200  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/brand/${otherBrand(c)}/espace` }),
        expect: line('401  200  404  403  403  404  200  403  403  403  403  403  403') },
    },
  },
  'GET /api/branded/:brand/users/type/1': {
    access: ADS,
    cases: {
      own: { request: () => ({ url: '/api/branded/true/users/type/1' }),
        expect: line('401  200  200  403  403  200  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/branded/${otherBrand(c)}/users/type/1` }),
        expect: line('401  200  404  403  403  404  200  403  403  403  403  403  403') },
    },
  },
  'GET /api/annonces-groups': {
    access: ADS,
    cases: {
      list: { request: () => ({ url: '/api/annonces-groups' }),
        expect: line('401  200  200  403  403  200  200  403  403  403  403  403  403') },
    },
  },
  'POST /api/annonces-groups': {
    access: ADS,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: '/api/annonces-groups', payload: { name: `Matrice ${c.who}`, userId: c.own('adLandlord') } }),
        expect: line('401  201  201  403  403  201  201  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'POST', url: '/api/annonces-groups', payload: { name: `Matrice ${c.who}`, userId: c.other('adLandlord') } }),
        expect: line('401  201  400  403  403  400  201  403  403  403  403  403  403') },
      'empty body': emptyBody('POST', () => '/api/annonces-groups'),
    },
  },
  'GET /api/annonces-groups/:id': {
    access: ADS,
    cases: {
      own: { request: (c) => ({ url: `/api/annonces-groups/${c.own('adGroup')}` }),
        expect: line('401  200  200  403  403  200  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/annonces-groups/${c.other('adGroup')}` }),
        expect: line('401  200  404  403  403  404  200  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/annonces-groups/:id': {
    access: ADS,
    cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: `/api/annonces-groups/${c.own('adGroup')}`, payload: { title: `Matrice ${c.who}` } }),
        guards: (c) => ({ table: 'ad_groups', id: c.own('adGroup') }),
        expect: line('401  200  200  403  403  200  200  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PATCH', url: `/api/annonces-groups/${c.other('adGroup')}`, payload: { title: `Matrice ${c.who}` } }),
        guards: (c) => ({ table: 'ad_groups', id: c.other('adGroup') }),
        expect: line('401  200  404  403  403  404  200  403  403  403  403  403  403') },
      'empty body': emptyBody('PATCH', (c) => `/api/annonces-groups/${c.own('adGroup')}`, (c) => ({ table: 'ad_groups', id: c.own('adGroup') })),
    },
  },
  'GET /api/annonces-groups/users/:userId': {
    access: ADS,
    cases: {
      own: { request: (c) => ({ url: `/api/annonces-groups/users/${c.own('adLandlord')}` }),
        expect: line('401  200  200  403  403  200  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/annonces-groups/users/${c.other('adLandlord')}` }),
        expect: line('401  200  404  403  403  404  200  403  403  403  403  403  403') },
    },
  },
  'GET /api/suggestions': {
    access: ADS,
    cases: {
      list: { request: () => ({ url: '/api/suggestions' }),
        expect: line('401  200  200  403  403  200  200  403  403  403  403  403  403') },
    },
  },
  'POST /api/suggestion': {
    access: ADS,
    cases: { 'empty body': emptyBody('POST', () => '/api/suggestion') },
  },
  'GET /api/users/:id/favourites': {
    access: { roles: STAFF, module: 'members' },
    cases: {
      own: { request: (c) => ({ url: `/api/users/${c.own('member')}/favourites` }),
        expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/users/${c.other('member')}/favourites` }),
        expect: line('401  200  404  404  404  404  200  403  403  403  403  403  403') },
    },
  },
};
