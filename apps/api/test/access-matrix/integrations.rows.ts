import { sql } from 'drizzle-orm';
import { ADMINS, type Call, line, type Row, STAFF } from './matrix.ts';

/** WelcomR, Papercut and Slack (members-bookings-feed §7), with the built-in services. */

const WELCOMR = { roles: ADMINS, module: 'welcomr' } as const;
const PAPERCUT = { roles: STAFF, module: 'companies' } as const;
const SLACK = { roles: ADMINS, module: 'members' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);
/** The WelcomR id the setups give a member (the routes name the member by it). */
const welcomrIdOf = (userId: number) => `WR-M${userId}`;

/**
 * A member of the scope with a company and no service yet, taken for one call; with a WelcomR
 * login (active or not) or a Papercut account when asked, as the built-in services keep them.
 */
const freshMember =
  (brand: (c: Call) => number | null, state: { welcomr?: 'on' | 'off'; papercut?: boolean } = {}) =>
  async (c: Call) => {
    const id = await c.scalar<number>(sql`
      insert into member_integrations (user_id, welcomr_id, welcomr_active, papercut)
      select u.id, ${state.welcomr ? sql`'WR-M' || u.id` : sql`null`}, ${state.welcomr === 'on'},
             ${state.papercut ? sql`'M' || u.id` : sql`null`}
      from users u
      where u.brand_id is not distinct from ${brand(c)} and u.roles = '{ROLE_USER}' and u.deleted_at is null
        and u.company_id is not null and u.mobile is not null and u.email like '%exemple.fr'
        and not exists (select 1 from member_integrations mi where mi.user_id = u.id)
      order by u.id desc limit 1
      returning user_id as v`);
    if (state.welcomr) {
      await c.scalar(sql`
        insert into welcomr_logins (id, user_id, first_name, last_name, email, mobile, login_type, active, pin_code)
        select 'WR-M' || id, id, first_name, last_name, email, mobile, 1, ${state.welcomr === 'on'}, '123456' from users where id = ${id}
        returning 1 as v`);
    }
    if (state.papercut) await c.scalar(sql`insert into papercut_accounts (user_id, code) values (${id}, ${`M${id}`}) returning 1 as v`);
    return id;
  };
const own = (c: Call) => c.brand;

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// Brand 5 has the WelcomR module and the Slack flag, brand 9 neither; a platform member has no brand flag.
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/welcomr/session': {
    access: WELCOMR,
    cases: {
      session: { request: () => ({ url: '/api/welcomr/session' }),
        expect: line('401  200  403  200  200  403  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/welcomr/login': {
    access: WELCOMR,
    cases: {
      // The session is refused (400) once the member is found and allowed: the rights come first.
      own: { setup: freshMember(own),
        request: (_c, id) => ({ method: 'POST', url: '/api/welcomr/login', payload: { login: { user: id, loginType: 1, isValidated: true }, ksid: 'x.y.z' } }),
        guards: (_c, id) => ({ table: 'users', id }),
        expect: line('401  400  403  400  400  403  403  403  403  403  403  403  403') },
      other: { setup: freshMember(otherBrand),
        request: (_c, id) => ({ method: 'POST', url: '/api/welcomr/login', payload: { login: { user: id, loginType: 1, isValidated: true }, ksid: 'x.y.z' } }),
        guards: (_c, id) => ({ table: 'users', id }),
        expect: line('401  403  403  404  404  403  403  403  403  403  403  403  403') },
      'empty body': { request: () => ({ method: 'POST', url: '/api/welcomr/login' }),
        expect: line('401  400  403  400  400  403  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/welcomr/login/:id/activate': {
    access: WELCOMR,
    cases: {
      own: { setup: freshMember(own, { welcomr: 'off' }),
        request: (_c, id) => ({ method: 'POST', url: `/api/welcomr/login/${welcomrIdOf(id)}/activate`, payload: { ksid: 'x.y.z' } }),
        expect: line('401  400  403  400  400  403  403  403  403  403  403  403  403') },
      other: { setup: freshMember(otherBrand, { welcomr: 'off' }),
        request: (_c, id) => ({ method: 'POST', url: `/api/welcomr/login/${welcomrIdOf(id)}/activate`, payload: { ksid: 'x.y.z' } }),
        expect: line('401  403  403  404  404  403  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/welcomr/login/:id/pincode': {
    access: WELCOMR,
    cases: {
      own: { setup: freshMember(own, { welcomr: 'on' }),
        request: (_c, id) => ({ method: 'POST', url: `/api/welcomr/login/${welcomrIdOf(id)}/pincode` }),
        expect: line('401  200  403  200  200  403  403  403  403  403  403  403  403') },
      other: { setup: freshMember(otherBrand, { welcomr: 'on' }),
        request: (_c, id) => ({ method: 'POST', url: `/api/welcomr/login/${welcomrIdOf(id)}/pincode` }),
        expect: line('401  403  403  404  404  403  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/welcomr/login/:id/deactivate': {
    access: WELCOMR,
    cases: {
      own: { setup: freshMember(own, { welcomr: 'on' }),
        request: (_c, id) => ({ method: 'POST', url: `/api/welcomr/login/${welcomrIdOf(id)}/deactivate` }),
        expect: line('401  200  403  200  200  403  403  403  403  403  403  403  403') },
      other: { setup: freshMember(otherBrand, { welcomr: 'on' }),
        request: (_c, id) => ({ method: 'POST', url: `/api/welcomr/login/${welcomrIdOf(id)}/deactivate` }),
        expect: line('401  403  403  404  404  403  403  403  403  403  403  403  403') },
    },
  },
  'POST /api/company/user/:id/papercut': {
    access: PAPERCUT,
    cases: {
      own: { setup: freshMember(own),
        request: (_c, id) => ({ method: 'POST', url: `/api/company/user/${id}/papercut` }),
        expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
      other: { setup: freshMember(otherBrand),
        request: (_c, id) => ({ method: 'POST', url: `/api/company/user/${id}/papercut` }),
        expect: line('401  200  404  404  404  404  200  403  403  403  403  403  403') },
    },
  },
  'POST /api/company/user/:id/deactivate/papercut': {
    access: PAPERCUT,
    cases: {
      own: { setup: freshMember(own, { papercut: true }),
        request: (_c, id) => ({ method: 'POST', url: `/api/company/user/${id}/deactivate/papercut` }),
        expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
      other: { setup: freshMember(otherBrand, { papercut: true }),
        request: (_c, id) => ({ method: 'POST', url: `/api/company/user/${id}/deactivate/papercut` }),
        expect: line('401  200  404  404  404  404  200  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/slackInvite/user/:id': {
    access: SLACK,
    cases: {
      own: { setup: freshMember(own),
        request: (_c, id) => ({ method: 'PATCH', url: `/api/slackInvite/user/${id}` }),
        expect: line('401  403  403  200  200  403  403  403  403  403  403  403  403') },
      other: { setup: freshMember(otherBrand),
        request: (_c, id) => ({ method: 'PATCH', url: `/api/slackInvite/user/${id}` }),
        expect: line('401  403  404  404  404  404  403  403  403  403  403  403  403') },
    },
  },
};
