import { sql } from 'drizzle-orm';
import { ADMINS, type Call, type Fixtures, line, type Row } from './matrix.ts';

/** The news feed (members-bookings-feed §2.18–§2.20, §7). Brand 9 has no "newsFeed" module. */

export const fixtures: Fixtures = {
  feedMessage: (brand) => sql`select id as v from feed_messages where brand_id is not distinct from ${brand} order by id limit 1`,
  feedCategory: (brand) => sql`select id as v from feed_categories where brand_id is not distinct from ${brand} order by id limit 1`,
};

const STAFF_FEED = { roles: ADMINS, module: 'newsFeed' } as const;
const READER = { roles: 'authenticated' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);
/** The feed path of the caller's own deployment, and of another brand. */
const own = (c: Call) => `/api/brand/${c.brand ?? 'true'}/feed`;
const other = (c: Call) => `/api/brand/${otherBrand(c)}/feed`;

let made = 0;
/** A message of the given scope sent to the caller's site when it is in that scope (its first site otherwise), for one call. */
const freshMessage =
  (brand: (c: Call) => number | null, state = 1) =>
  async (c: Call) => {
    made += 1;
    const id = await c.scalar<number>(sql`
    insert into feed_messages (brand_id, sender_id, title, description, state, published_at)
    values (${brand(c)}, ${c.self}, ${`Matrice ${made}`}, '<p>Matrice</p>', ${state}, ${state === 3 ? sql`now()` : null}) returning id as v`);
    await c.scalar<number>(sql`
    insert into feed_message_sites (message_id, site_id)
    select ${id}, coalesce(
      (select s.id from users u join companies co on co.id = u.company_id join sites s on s.id = co.site_id
        where u.id = ${c.self} and s.brand_id is not distinct from ${brand(c)}),
      (select id from sites where brand_id is not distinct from ${brand(c)} order by id limit 1))
    returning message_id as v`);
    return id;
  };
const freshCategory = (brand: (c: Call) => number | null) => async (c: Call) => {
  made += 1;
  return c.scalar<number>(sql`insert into feed_categories (brand_id, title) values (${brand(c)}, ${`Matrice ${made}`}) returning id as v`);
};
const ownBrand = (c: Call) => c.brand;

const message = (c: Call) => ({
  title: 'Matrice',
  description: '<p>Matrice</p>',
  espaces: [c.self],
  messageState: 1,
});

const STAFF_OWN = '401  200  403  200  200  403  403  403  403  403  403  403  403';
const STAFF_OTHER = '401  200  403  404  404  403  403  403  403  403  403  403  403';

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/brand/:brandId/feed/messages': {
    access: STAFF_FEED,
    cases: {
      own: { request: (c) => ({ url: `${own(c)}/messages` }), expect: line(STAFF_OWN) },
      other: { request: (c) => ({ url: `${other(c)}/messages` }), expect: line(STAFF_OTHER) },
    },
  },
  'GET /api/brand/:brandId/feed/messages/counts': {
    access: STAFF_FEED,
    cases: {
      own: { request: (c) => ({ url: `${own(c)}/messages/counts` }), expect: line(STAFF_OWN) },
      other: { request: (c) => ({ url: `${other(c)}/messages/counts` }), expect: line(STAFF_OTHER) },
    },
  },
  'GET /api/brand/:brandId/feed/espaces': {
    access: STAFF_FEED,
    cases: {
      own: { request: (c) => ({ url: `${own(c)}/espaces` }), expect: line(STAFF_OWN) },
      other: { request: (c) => ({ url: `${other(c)}/espaces` }), expect: line(STAFF_OTHER) },
    },
  },
  'GET /api/brand/:brandId/feed/messages/:id': {
    access: STAFF_FEED,
    cases: {
      own: { request: (c) => ({ url: `${own(c)}/messages/${c.own('feedMessage')}` }), expect: line(STAFF_OWN) },
      other: { request: (c) => ({ url: `${other(c)}/messages/${c.other('feedMessage')}` }), expect: line(STAFF_OTHER) },
      /** Another brand's message through the caller's own feed path. */
      crossed: { request: (c) => ({ url: `${own(c)}/messages/${c.other('feedMessage')}` }),
        expect: line('401  404  403  404  404  403  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/brand/:brandId/feed/messages': {
    access: STAFF_FEED,
    cases: {
      /** The caller's id as a site: refused 400 for those who pass the access check, so that nothing is created. */
      own: { request: (c) => ({ method: 'POST', url: `${own(c)}/messages`, payload: { ...message(c), espaces: [2_000_000_000] } }),
        expect: line('401  400  403  400  400  403  403  403  403  403  403  403  403') },
    },
  },
  'PUT /api/brand/:brandId/feed/messages/:id': {
    access: STAFF_FEED,
    cases: {
      other: { request: (c) => ({ method: 'PUT', url: `${other(c)}/messages/${c.other('feedMessage')}`, payload: { ...message(c), espaces: [2_000_000_000] } }),
        expect: line('401  400  403  404  404  403  403  403  403  403  403  403  403'),
        guards: (c) => ({ table: 'feed_messages', id: c.other('feedMessage') }) },
    },
  },
  'POST /api/brand/:brandId/feed/messages/:id/duplicate': {
    access: STAFF_FEED,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: `${own(c)}/messages/${c.own('feedMessage')}/duplicate` }),
        expect: line('401  201  403  201  201  403  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'POST', url: `${other(c)}/messages/${c.other('feedMessage')}/duplicate` }),
        expect: line('401  201  403  404  404  403  403  403  403  403  403  403  403') },
    },
  },
  'DELETE /api/brand/:brandId/feed/messages/:id': {
    access: STAFF_FEED,
    cases: {
      own: { setup: freshMessage(ownBrand), request: (c, id) => ({ method: 'DELETE', url: `${own(c)}/messages/${id}` }),
        expect: line('401  204  403  204  204  403  403  403  403  403  403  403  403'),
        guards: (_c, id) => ({ table: 'feed_messages', id }) },
      other: { setup: freshMessage(otherBrand), request: (c, id) => ({ method: 'DELETE', url: `${other(c)}/messages/${id}` }),
        expect: line('401  204  403  404  404  403  403  403  403  403  403  403  403'),
        guards: (_c, id) => ({ table: 'feed_messages', id }) },
    },
  },
  'GET /api/brand/:brandId/feed/categories': {
    access: STAFF_FEED,
    cases: {
      own: { request: (c) => ({ url: `${own(c)}/categories` }), expect: line(STAFF_OWN) },
      other: { request: (c) => ({ url: `${other(c)}/categories` }), expect: line(STAFF_OTHER) },
    },
  },
  'POST /api/brand/:brandId/feed/categories': {
    access: STAFF_FEED,
    cases: {
      own: { request: (c) => ({ method: 'POST', url: `${own(c)}/categories`, payload: { hubgrade_feed_categories: { title: `Matrice ${c.who}`, isEvent: false } } }),
        expect: line('401  201  403  201  201  403  403  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/brand/:brandId/feed/categories/:id': {
    access: STAFF_FEED,
    cases: {
      other: { request: (c) => ({ method: 'PATCH', url: `${other(c)}/categories/${c.other('feedCategory')}`, payload: { hubgrade_feed_categories: { title: '', isEvent: true } } }),
        expect: line('401  400  403  400  400  403  403  403  403  403  403  403  403'),
        guards: (c) => ({ table: 'feed_categories', id: c.other('feedCategory') }) },
    },
  },
  'DELETE /api/brand/:brandId/feed/categories/:id': {
    access: STAFF_FEED,
    cases: {
      own: { setup: freshCategory(ownBrand), request: (c, id) => ({ method: 'DELETE', url: `${own(c)}/categories/${id}` }),
        expect: line('401  204  403  204  204  403  403  403  403  403  403  403  403'),
        guards: (_c, id) => ({ table: 'feed_categories', id }) },
      other: { setup: freshCategory(otherBrand), request: (c, id) => ({ method: 'DELETE', url: `${other(c)}/categories/${id}` }),
        expect: line('401  204  403  404  404  403  403  403  403  403  403  403  403'),
        guards: (_c, id) => ({ table: 'feed_categories', id }) },
    },
  },
  'GET /api/feed/messages': {
    access: READER,
    cases: {
      mine: { request: () => ({ url: '/api/feed/messages' }),
        expect: line('401  200  403  200  200  403  200  403  200  200  200  403  200') },
    },
  },
  'GET /api/feed/messages/:id': {
    access: READER,
    cases: {
      own: { setup: freshMessage(ownBrand, 3), request: (_c, id) => ({ url: `/api/feed/messages/${id}` }),
        expect: line('401  404  403  404  404  403  404  403  200  200  200  403  404') },
      other: { setup: freshMessage(otherBrand, 3), request: (_c, id) => ({ url: `/api/feed/messages/${id}` }),
        expect: line('401  404  403  404  404  403  404  403  404  404  404  403  404') },
    },
  },
  'POST /api/feed/messages/:id/reaction': {
    access: READER,
    cases: {
      /** A message published to the caller's own site: its receivers (members of a company there) react, the others do not receive it. */
      own: { setup: freshMessage(ownBrand, 3), request: (_c, id) => ({ method: 'POST', url: `/api/feed/messages/${id}/reaction` }),
        expect: line('401  404  403  404  404  403  404  403  200  200  200  403  404') },
      /** Another brand's message: not theirs to read. */
      other: { setup: freshMessage(otherBrand, 3), request: (_c, id) => ({ method: 'POST', url: `/api/feed/messages/${id}/reaction` }),
        expect: line('401  404  403  404  404  403  404  403  404  404  404  403  404') },
    },
  },
};
