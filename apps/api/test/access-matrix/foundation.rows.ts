import { sql } from 'drizzle-orm';
import { PNG, pdf, uploadForm } from '../../src/modules/uploads/sample-files.ts';
import { ADMINS, type Fixtures, line, type Row, STAFF } from './matrix.ts';

/** Sign-in, accounts, brands, members, companies, sites, history, mailbox, notifications, dashboard, uploads. */

export const fixtures: Fixtures = {
  member: (brand) =>
    sql`select id as v from users where brand_id is not distinct from ${brand} and roles = '{ROLE_USER}' and not company_owner
        and company_id is not null and email like '%exemple.fr' order by id limit 1`,
  company: (brand) => sql`select id as v from companies where brand_id is not distinct from ${brand} order by id limit 1`,
  site: (brand) => sql`select id as v from sites where brand_id is not distinct from ${brand} order by id limit 1`,
};

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'POST /api/login_check': {
    access: { public: true },
    cases: {
      'empty body': { request: () => ({ method: 'POST', url: '/api/login_check' }),
        expect: line('400  400  400  400  400  400  400  400  400  400  400  400  400') },
    },
  },
  'POST /api/login_check/totp': {
    access: { public: true },
    cases: {
      'empty body': { request: () => ({ method: 'POST', url: '/api/login_check/totp' }),
        expect: line('400  400  400  400  400  400  400  400  400  400  400  400  400') },
      'forged challenge': { request: () => ({ method: 'POST', url: '/api/login_check/totp', payload: { challenge: 'x'.repeat(40), code: '123456' } }),
        expect: line('401  401  401  401  401  401  401  401  401  401  401  401  401') },
    },
  },
  'POST /api/login_check/totp/enrolment': {
    access: { public: true },
    cases: {
      'forged challenge': { request: () => ({ method: 'POST', url: '/api/login_check/totp/enrolment', payload: { challenge: 'x'.repeat(40) } }),
        expect: line('401  401  401  401  401  401  401  401  401  401  401  401  401') },
    },
  },
  'POST /api/login_check/totp/enrolment/confirm': {
    access: { public: true },
    cases: {
      'empty body': { request: () => ({ method: 'POST', url: '/api/login_check/totp/enrolment/confirm' }),
        expect: line('400  400  400  400  400  400  400  400  400  400  400  400  400') },
    },
  },
  'GET /api/users/:id/totp': {
    access: { roles: ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND'], module: 'members' },
    cases: {
      own: { request: (c) => ({ url: `/api/users/${c.own('member')}/totp` }),
        expect: line('401  200  200  200  403  403  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/users/${c.other('member')}/totp` }),
        expect: line('401  200  404  404  403  403  403  403  403  403  403  403  403') },
    },
  },
  'DELETE /api/users/:id/totp': {
    access: { roles: ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND'], module: 'members' },
    cases: {
      'own, not enabled': { request: (c) => ({ method: 'DELETE', url: `/api/users/${c.own('member')}/totp` }),
        expect: line('401  409  409  409  403  403  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'DELETE', url: `/api/users/${c.other('member')}/totp` }),
        expect: line('401  409  404  404  403  403  403  403  403  403  403  403  403') },
    },
  },
  'GET /api/user/my/totp': {
    access: { roles: 'authenticated' },
    cases: {
      'own second factor': { request: () => ({ url: '/api/user/my/totp' }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
    },
  },
  'POST /api/user/my/totp': {
    access: { roles: 'authenticated' },
    cases: {
      'start enrolment': { request: () => ({ method: 'POST', url: '/api/user/my/totp' }),
        undo: async (call) => { await call.db.execute(sql`delete from user_two_factor where user_id = ${call.self}`); },
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
    },
  },
  'POST /api/user/my/totp/confirm': {
    access: { roles: 'authenticated' },
    cases: {
      'nothing pending': { request: () => ({ method: 'POST', url: '/api/user/my/totp/confirm', payload: { code: '123456' } }),
        expect: line('401  409  409  409  409  409  409  409  409  409  409  409  409') },
    },
  },
  'POST /api/user/my/totp/disable': {
    access: { roles: 'authenticated' },
    cases: {
      'not enabled': { request: () => ({ method: 'POST', url: '/api/user/my/totp/disable', payload: { code: '123456' } }),
        expect: line('401  409  409  409  409  409  409  409  409  409  409  409  409') },
    },
  },
  'POST /api/user/my/totp/recovery_codes': {
    access: { roles: 'authenticated' },
    cases: {
      'not enabled': { request: () => ({ method: 'POST', url: '/api/user/my/totp/recovery_codes', payload: { code: '123456' } }),
        expect: line('401  409  409  409  409  409  409  409  409  409  409  409  409') },
    },
  },
  'GET /api/user/my': {
    access: { roles: 'authenticated' },
    cases: {
      me: { request: () => ({ url: '/api/user/my' }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
    },
  },
  'DELETE /api/user/my/sessions': {
    access: { roles: 'authenticated' },
    cases: {
      'sign out everywhere': { request: () => ({ method: 'DELETE', url: '/api/user/my/sessions' }),
        // The caller's token must keep working for the rows after this one.
        undo: async (call) => { await call.db.execute(sql`update users set session_version = session_version - 1 where id = ${call.self}`); },
        expect: line('401  204  204  204  204  204  204  204  204  204  204  204  204') },
    },
  },
  'GET /api/back/:hostname/brand': {
    access: { public: true },
    cases: {
      'brand host': { request: () => ({ url: '/api/back/brand9.localhost:3000/brand' }),
        expect: line('200  200  200  200  200  200  200  200  200  200  200  200  200') },
      'main host': { request: () => ({ url: '/api/back/localhost/brand' }),
        expect: line('204  204  204  204  204  204  204  204  204  204  204  204  204') },
    },
  },
  'POST /api/users': {
    access: { public: true },
    cases: {
      'empty body': { request: () => ({ method: 'POST', url: '/api/users' }),
        expect: line('400  400  400  400  400  400  400  400  400  400  400  400  400') },
    },
  },
  'POST /api/users/confirm': {
    access: { public: true },
    cases: {
      'empty body': { request: () => ({ method: 'POST', url: '/api/users/confirm' }),
        expect: line('400  400  400  400  400  400  400  400  400  400  400  400  400') },
    },
  },
  'POST /api/users/request/password/token': {
    access: { public: true },
    cases: {
      'empty body': { request: () => ({ method: 'POST', url: '/api/users/request/password/token' }),
        expect: line('400  400  400  400  400  400  400  400  400  400  400  400  400') },
    },
  },
  'POST /api/users/reset/password': {
    access: { public: true },
    cases: {
      'empty body': { request: () => ({ method: 'POST', url: '/api/users/reset/password' }),
        expect: line('400  400  400  400  400  400  400  400  400  400  400  400  400') },
    },
  },
  'GET /api/dev/mails': {
    access: { roles: ['ROLE_ADMIN'] },
    cases: {
      list: { request: () => ({ url: '/api/dev/mails' }),
        expect: line('401  200  403  403  403  403  403  403  403  403  403  403  403') },
    },
  },
  'GET /api/dev/mails/:id': {
    access: { roles: ['ROLE_ADMIN'] },
    cases: {
      'platform mail': { request: (c) => ({ url: `/api/dev/mails/${c.mail.main}` }),
        expect: line('401  200  403  403  403  403  403  403  403  403  403  403  403') },
      'brand 9 mail': { request: (c) => ({ url: `/api/dev/mails/${c.mail.brand9}` }),
        expect: line('401  200  403  403  403  403  403  403  403  403  403  403  403') },
    },
  },
  'GET /api/users/:id': {
    access: { roles: STAFF, module: 'members' },
    cases: {
      own: { request: (c) => ({ url: `/api/users/${c.own('member')}` }),
        expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/users/${c.other('member')}` }),
        expect: line('401  200  404  404  404  404  200  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/users/:id': {
    access: { roles: ADMINS, module: 'members' },
    cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: `/api/users/${c.own('member')}`, payload: { hubgrade_user: { firstName: `Matrice ${c.who}` } } }),
        guards: (c) => ({ table: 'users', id: c.own('member') }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PATCH', url: `/api/users/${c.other('member')}`, payload: { hubgrade_user: { enabled: false } } }),
        guards: (c) => ({ table: 'users', id: c.other('member') }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
      'empty body': {
        request: (c) => ({ method: 'PATCH', url: `/api/users/${c.own('member')}` }),
        guards: (c) => ({ table: 'users', id: c.own('member') }),
        expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403') },
    },
  },
  'GET /api/users/:id/brands': {
    access: { roles: 'authenticated' },
    cases: {
      self: { request: (c) => ({ url: `/api/users/${c.self}/brands` }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
      own: { request: (c) => ({ url: `/api/users/${c.own('member')}/brands` }),
        expect: line('401  200  200  200  200  200  404  404  404  404  404  404  404') },
      other: { request: (c) => ({ url: `/api/users/${c.other('member')}/brands` }),
        expect: line('401  200  404  404  404  404  404  404  404  404  404  404  404') },
    },
  },
  'GET /api/espaces/:id': {
    access: { roles: STAFF, module: 'espaces' },
    cases: {
      own: { request: (c) => ({ url: `/api/espaces/${c.own('site')}` }),
        expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/espaces/${c.other('site')}` }),
        expect: line('401  200  404  404  404  404  200  403  403  403  403  403  403') },
    },
  },
  'GET /api/history/slug/:slug': {
    access: { roles: ADMINS },
    cases: {
      // Administrators of the unbranded deployment only (history.test.ts also covers a brand's host).
      own: { request: (c) => ({ url: `/api/history/slug/user-${c.own('member')}` }),
        expect: line('401  200  403  403  403  403  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/history/slug/company-${c.other('company')}` }),
        expect: line('401  200  403  403  403  403  403  403  403  403  403  403  403') },
      'unknown entity': { request: () => ({ url: '/api/history/slug/invoice-1' }),
        expect: line('401  400  403  403  403  403  403  403  403  403  403  403  403') },
    },
  },
  'GET /api/dashboard': {
    access: { roles: 'authenticated' },
    cases: {
      // Everyone signed in has one; its widgets depend on the viewer (dashboard.test.ts).
      figures: { request: () => ({ url: '/api/dashboard' }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
    },
  },
  'GET /api/notifs/user': {
    access: { roles: 'authenticated' },
    cases: {
      'first page': { request: () => ({ url: '/api/notifs/user' }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
    },
  },
  'GET /api/notifs/user/:lastId': {
    access: { roles: 'authenticated' },
    cases: {
      'older than own': { request: (c) => ({ url: `/api/notifs/user/${c.notification.own + 1}` }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
    },
  },
  'PATCH /api/notifs/read/all/false': {
    access: { roles: 'authenticated' },
    cases: {
      'read all': { request: () => ({ method: 'PATCH', url: '/api/notifs/read/all/false' }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
    },
  },
  'GET /api/notifs/settings': {
    access: { roles: 'authenticated' },
    cases: {
      own: { request: () => ({ url: '/api/notifs/settings' }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
    },
  },
  'PUT /api/notifs/settings': {
    access: { roles: 'authenticated' },
    cases: {
      own: { request: () => ({ method: 'PUT', url: '/api/notifs/settings', payload: { settings: [{ kind: 'system', enabled: true }] } }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
      'empty body': { request: () => ({ method: 'PUT', url: '/api/notifs/settings' }),
        expect: line('401  400  400  400  400  400  400  400  400  400  400  400  400') },
    },
  },
  'POST /api/notifs/send': {
    access: { roles: ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND'] },
    cases: {
      own: { request: (c) => ({ method: 'POST', url: '/api/notifs/send', payload: { userIds: [c.own('member')], content: 'Matrice' } }),
        expect: line('401  201  201  201  403  403  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'POST', url: '/api/notifs/send', payload: { userIds: [c.other('member')], content: 'Matrice' } }),
        expect: line('401  201  404  404  403  403  403  403  403  403  403  403  403') },
      'empty body': { request: () => ({ method: 'POST', url: '/api/notifs/send' }),
        expect: line('401  400  400  400  403  403  403  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/notifs/:id': {
    access: { roles: 'authenticated' },
    cases: {
      own: { request: (c) => ({ method: 'PATCH', url: `/api/notifs/${c.notification.own}`, payload: { seen: true } }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
      other: {
        request: (c) => ({ method: 'PATCH', url: `/api/notifs/${c.notification.other}`, payload: { seen: true } }),
        guards: (c) => ({ table: 'notifications', id: c.notification.other }),
        expect: line('401  404  404  404  404  404  404  404  404  404  404  404  404') },
    },
  },
  'DELETE /api/notifs/:id': {
    access: { roles: 'authenticated' },
    cases: {
      other: {
        request: (c) => ({ method: 'DELETE', url: `/api/notifs/${c.notification.other}` }),
        guards: (c) => ({ table: 'notifications', id: c.notification.other }),
        expect: line('401  404  404  404  404  404  404  404  404  404  404  404  404') },
      own: { request: (c) => ({ method: 'DELETE', url: `/api/notifs/${c.notification.own}` }),
        expect: line('401  204  204  204  204  204  204  204  204  204  204  204  204') },
    },
  },
  'DELETE /api/notifs/delete/all': {
    access: { roles: 'authenticated' },
    cases: {
      all: { request: () => ({ method: 'DELETE', url: '/api/notifs/delete/all' }),
        expect: line('401  204  204  204  204  204  204  204  204  204  204  204  204') },
    },
  },
  'GET /api/ws': {
    // Public over HTTP: the WebSocket carries its token in the query string and is refused with
    // close code 4401 after the upgrade (realtime.test.ts). A plain HTTP call is told to upgrade.
    access: { public: true },
    cases: {
      'plain HTTP': { request: () => ({ url: '/api/ws' }),
        expect: line('426  426  426  426  426  426  426  426  426  426  426  426  426') },
    },
  },
  'POST /api/upload/:mode': {
    access: { roles: 'authenticated' },
    cases: {
      image: { request: () => ({ method: 'POST', url: '/api/upload/image', payload: uploadForm(PNG, 'matrice.png', 'image/png') }),
        expect: line('401  201  201  201  201  201  201  201  201  201  201  201  201') },
      'wrong type': { request: () => ({ method: 'POST', url: '/api/upload/image', payload: uploadForm(pdf(), 'matrice.png', 'image/png') }),
        expect: line('401  400  400  400  400  400  400  400  400  400  400  400  400') },
      'not multipart': { request: () => ({ method: 'POST', url: '/api/upload/pdf', payload: { file: 'x' } }),
        expect: line('401  415  415  415  415  415  415  415  415  415  415  415  415') },
    },
  },
  'GET /api/upload/:id/file': {
    access: { roles: 'authenticated' },
    cases: {
      self: { request: (c) => ({ url: `/api/upload/${c.upload('read', 'self')}/file` }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
      // Files attached to no record (uploads.test.ts covers files attached to ads, contracts and users).
      own: { request: (c) => ({ url: `/api/upload/${c.upload('loose', 'own')}/file` }),
        expect: line('401  200  200  200  200  200  404  404  404  404  404  404  404') },
      other: { request: (c) => ({ url: `/api/upload/${c.upload('loose', 'other')}/file` }),
        expect: line('401  200  404  404  404  404  404  404  404  404  404  404  404') },
    },
  },
  'DELETE /api/upload/:id': {
    access: { roles: 'authenticated' },
    cases: {
      other: {
        request: (c) => ({ method: 'DELETE', url: `/api/upload/${c.upload('delete', 'other')}` }),
        guards: (c) => ({ table: 'uploads', id: c.upload('delete', 'other') }),
        expect: line('401  204  404  404  404  404  404  404  404  404  404  404  404') },
      own: {
        request: (c) => ({ method: 'DELETE', url: `/api/upload/${c.upload('delete', 'own')}` }),
        guards: (c) => ({ table: 'uploads', id: c.upload('delete', 'own') }),
        expect: line('401  204  204  204  204  204  404  404  404  404  404  404  404') },
      self: { request: (c) => ({ method: 'DELETE', url: `/api/upload/${c.upload('delete', 'self')}` }),
        expect: line('401  204  204  204  204  204  204  204  204  204  204  204  204') },
    },
  },
};
