import { sql } from 'drizzle-orm';
import { ADMINS, type Call, type Fixtures, line, type Row, STAFF } from './matrix.ts';

/**
 * Messages (tables-and-sheets §2.8, §7): the table, the conversation and the moderation calls.
 * They belong to the ads module, which brands 9 and 8 have and brand 5 has not: brand 5's staff
 * get 403, like brand commercial staff (a branded module is for administrators, spec shell §6).
 * Content edits and deletions are for administrators only.
 */

export const fixtures: Fixtures = {
  discussion: (brand) =>
    sql`select id as v from discussions where brand_id is not distinct from ${brand} and not archived order by id limit 1`,
  discussionLandlord: (brand) =>
    sql`select landlord_id as v from discussions where brand_id is not distinct from ${brand} and not archived order by id limit 1`,
  message: (brand) => sql`select id as v from messages where brand_id is not distinct from ${brand} order by id limit 1`,
};

/** A new tenant message in `state`, in the fixture discussion of the caller's scope or another brand's. */
const freshMessage = (state: number, whose: 'own' | 'other') => (c: Call) =>
  c.scalar<number>(
    sql`insert into messages (discussion_id, brand_id, sender_id, state, content)
        select id, brand_id, tenant_id, ${state}, '{"Matrice"}' from discussions where id = ${c[whose]('discussion')} returning id as v`,
  );

/** A new conversation beside the fixture one, so that each caller archives its own. */
const freshDiscussion = (whose: 'own' | 'other') => (c: Call) =>
  c.scalar<number>(
    sql`insert into discussions (brand_id, ad_id, landlord_id, tenant_id, search_text)
        select brand_id, ad_id, landlord_id, tenant_id, search_text from discussions where id = ${c[whose]('discussion')} returning id as v`,
  );

const replyBody = (c: Call, whose: 'own' | 'other') => ({
  hubgrade_message: {
    discussion: c[whose]('discussion'),
    messageState: 1,
    date: '2026-10-01T10:00:00.000Z',
    content: ['Réponse de la matrice'],
    sender: c[whose]('discussionLandlord'),
    messageType: 1,
    sentByAdmin: true,
  },
});

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/messages': {
    access: { roles: STAFF, module: 'ads' },
    cases: {
      list: { request: () => ({ url: '/api/messages' }),
        expect: line('401  200  200  403  403  200  200  403  403  403  403  403  403') },
      'bad filter': { request: () => ({ url: '/api/messages?state=9' }),
        expect: line('401  400  400  403  403  400  400  403  403  403  403  403  403') },
    },
  },
  'GET /api/discussions/:discussionId': {
    access: { roles: STAFF, module: 'ads' },
    cases: {
      own: { request: (c) => ({ url: `/api/discussions/${c.own('discussion')}` }),
        expect: line('401  200  200  403  403  200  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/discussions/${c.other('discussion')}` }),
        expect: line('401  200  404  403  403  404  200  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/messages/:id/state': {
    access: { roles: STAFF, module: 'ads' },
    cases: {
      'validate own': {
        setup: freshMessage(1, 'own'),
        request: (_c, id) => ({ method: 'PATCH', url: `/api/messages/${id}/state`, payload: { messageState: 3 } }),
        guards: (_c, id) => ({ table: 'messages', id }),
        expect: line('401  201  201  403  403  201  201  403  403  403  403  403  403') },
      'validate other': {
        setup: freshMessage(1, 'other'),
        request: (_c, id) => ({ method: 'PATCH', url: `/api/messages/${id}/state`, payload: { messageState: 3 } }),
        guards: (_c, id) => ({ table: 'messages', id }),
        expect: line('401  201  404  403  403  404  201  403  403  403  403  403  403') },
      'refused transition': {
        setup: freshMessage(2, 'own'),
        request: (_c, id) => ({ method: 'PATCH', url: `/api/messages/${id}/state`, payload: { messageState: 3 } }),
        guards: (_c, id) => ({ table: 'messages', id }),
        expect: line('401  409  409  403  403  409  409  403  403  403  403  403  403') },
    },
  },
  'POST /api/discussions/:discussionId/messages': {
    access: { roles: STAFF, module: 'ads' },
    cases: {
      own: {
        setup: freshMessage(3, 'own'),
        request: (c) => ({ method: 'POST', url: `/api/discussions/${c.own('discussion')}/messages`, payload: replyBody(c, 'own') }),
        guards: (_c, id) => ({ table: 'messages', id }),
        expect: line('401  201  201  403  403  201  201  403  403  403  403  403  403') },
      other: {
        setup: freshMessage(3, 'other'),
        request: (c) => ({ method: 'POST', url: `/api/discussions/${c.other('discussion')}/messages`, payload: replyBody(c, 'other') }),
        guards: (_c, id) => ({ table: 'messages', id }),
        expect: line('401  201  404  403  403  404  201  403  403  403  403  403  403') },
      'empty body': {
        request: (c) => ({ method: 'POST', url: `/api/discussions/${c.own('discussion')}/messages` }),
        expect: line('401  400  400  403  403  400  400  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/messages/:id/content': {
    access: { roles: ADMINS, module: 'ads' },
    cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: `/api/messages/${c.own('message')}/content`, payload: { content: [`Matrice ${c.who}`] } }),
        guards: (c) => ({ table: 'messages', id: c.own('message') }),
        expect: line('401  200  200  403  403  200  403  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PATCH', url: `/api/messages/${c.other('message')}/content`, payload: { content: ['Ailleurs'] } }),
        guards: (c) => ({ table: 'messages', id: c.other('message') }),
        expect: line('401  200  404  403  403  404  403  403  403  403  403  403  403') },
    },
  },
  'DELETE /api/messages/:id': {
    access: { roles: ADMINS, module: 'ads' },
    cases: {
      own: {
        setup: freshMessage(1, 'own'),
        request: (_c, id) => ({ method: 'DELETE', url: `/api/messages/${id}` }),
        guards: (_c, id) => ({ table: 'messages', id }),
        expect: line('401  204  204  403  403  204  403  403  403  403  403  403  403') },
      other: {
        setup: freshMessage(1, 'other'),
        request: (_c, id) => ({ method: 'DELETE', url: `/api/messages/${id}` }),
        guards: (_c, id) => ({ table: 'messages', id }),
        expect: line('401  204  404  403  403  404  403  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/discussions/:discussionId/archive': {
    access: { roles: STAFF, module: 'ads' },
    cases: {
      own: {
        setup: freshDiscussion('own'),
        request: (_c, id) => ({ method: 'PATCH', url: `/api/discussions/${id}/archive`, payload: { archived: true } }),
        guards: (_c, id) => ({ table: 'discussions', id }),
        expect: line('401  200  200  403  403  200  200  403  403  403  403  403  403') },
      other: {
        setup: freshDiscussion('other'),
        request: (_c, id) => ({ method: 'PATCH', url: `/api/discussions/${id}/archive`, payload: { archived: true } }),
        guards: (_c, id) => ({ table: 'discussions', id }),
        expect: line('401  200  404  403  403  404  200  403  403  403  403  403  403') },
    },
  },
};
