import { sql } from 'drizzle-orm';
import { type Call, line, type Row } from './matrix.ts';

/**
 * Emailing (spec shell /emailing, §6): administrators of the platform and of a brand with the
 * "emailing" module (brand 5; brand 9 has none), never office administrators; the unsubscribe
 * link of a mail is public.
 */

const MARKETING = { roles: ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND'], module: 'emailing' } as const;
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);

let made = 0;
/** A draft of the caller's scope, or of another brand. */
const freshCampaign = (whose: 'own' | 'other') => async (c: Call) => {
  made += 1;
  const brand = whose === 'own' ? c.brand : otherBrand(c);
  return c.scalar<number>(sql`
    insert into email_campaigns (brand_id, subject, body, segment)
    values (${brand}, ${`Matrice ${made}`}, '<p>Bonjour {{prenom}}</p>', '{"sites":[],"companies":[],"accountTypes":[]}'::jsonb)
    returning id as v`);
};

/** A campaign mail to a member of brand 9, whose link's token is `matrice-jeton-{id}`. */
const mailedMember = async (c: Call) => {
  made += 1;
  const id = await c.scalar<number>(sql`
    insert into email_campaigns (brand_id, subject, body, segment, state)
    values (9, ${`Matrice ${made}`}, '<p>Bonjour</p>', '{"sites":[],"companies":[],"accountTypes":[]}'::jsonb, 'sent')
    returning id as v`);
  await c.scalar<number>(sql`
    insert into email_campaign_recipients (campaign_id, user_id, token)
    values (${id}, (select id from users where brand_id = 9 and 'ROLE_USER' = any(roles) order by id desc limit 1), ${`matrice-jeton-${id}`})
    returning campaign_id as v`);
  return id;
};

const ALLOWED = '401  200  403  200  403  403  403  403  403  403  403  403  403';
const OTHERS = '401  200  403  404  403  403  403  403  403  403  403  403  403';
const SEGMENT = { sites: [], companies: [], accountTypes: [2] };

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/emailing/campaigns': {
    access: MARKETING,
    cases: { mine: { request: () => ({ url: '/api/emailing/campaigns' }), expect: line(ALLOWED) } },
  },
  'GET /api/emailing/options': {
    access: MARKETING,
    cases: { mine: { request: () => ({ url: '/api/emailing/options' }), expect: line(ALLOWED) } },
  },
  'POST /api/emailing/audience': {
    access: MARKETING,
    cases: { mine: { request: () => ({ method: 'POST', url: '/api/emailing/audience', payload: SEGMENT }), expect: line(ALLOWED) } },
  },
  'GET /api/emailing/campaigns/:id': {
    access: MARKETING,
    cases: {
      own: { setup: freshCampaign('own'), request: (_c, id) => ({ url: `/api/emailing/campaigns/${id}` }), expect: line(ALLOWED) },
      other: { setup: freshCampaign('other'), request: (_c, id) => ({ url: `/api/emailing/campaigns/${id}` }), expect: line(OTHERS) },
    },
  },
  'POST /api/emailing/campaigns': {
    access: MARKETING,
    cases: {
      /** An unknown site: refused 400 for those who pass the access check, so that nothing is created. */
      own: { request: () => ({ method: 'POST', url: '/api/emailing/campaigns',
          payload: { subject: 'Matrice', body: '<p>Bonjour</p>', segment: { sites: [2_000_000_000] } } }),
        expect: line('401  400  403  400  403  403  403  403  403  403  403  403  403') },
    },
  },
  'PUT /api/emailing/campaigns/:id': {
    access: MARKETING,
    cases: {
      own: { setup: freshCampaign('own'), request: (_c, id) => ({ method: 'PUT', url: `/api/emailing/campaigns/${id}`, payload: { subject: 'Matrice modifiée', body: '<p>Bonjour</p>' } }),
        expect: line(ALLOWED), guards: (_c, id) => ({ table: 'email_campaigns', id }) },
      other: { setup: freshCampaign('other'), request: (_c, id) => ({ method: 'PUT', url: `/api/emailing/campaigns/${id}`, payload: { subject: 'Matrice modifiée', body: '<p>Bonjour</p>' } }),
        expect: line(OTHERS), guards: (_c, id) => ({ table: 'email_campaigns', id }) },
    },
  },
  'DELETE /api/emailing/campaigns/:id': {
    access: MARKETING,
    cases: {
      own: { setup: freshCampaign('own'), request: (_c, id) => ({ method: 'DELETE', url: `/api/emailing/campaigns/${id}` }),
        expect: line('401  204  403  204  403  403  403  403  403  403  403  403  403'), guards: (_c, id) => ({ table: 'email_campaigns', id }) },
      other: { setup: freshCampaign('other'), request: (_c, id) => ({ method: 'DELETE', url: `/api/emailing/campaigns/${id}` }),
        expect: line('401  204  403  404  403  403  403  403  403  403  403  403  403'), guards: (_c, id) => ({ table: 'email_campaigns', id }) },
    },
  },
  'POST /api/emailing/campaigns/:id/test': {
    access: MARKETING,
    cases: {
      own: { setup: freshCampaign('own'), request: (_c, id) => ({ method: 'POST', url: `/api/emailing/campaigns/${id}/test` }), expect: line(ALLOWED) },
      other: { setup: freshCampaign('other'), request: (_c, id) => ({ method: 'POST', url: `/api/emailing/campaigns/${id}/test` }), expect: line(OTHERS) },
    },
  },
  'POST /api/emailing/campaigns/:id/send': {
    access: MARKETING,
    cases: {
      /** Scheduled far ahead, so that nothing is mailed. */
      own: { setup: freshCampaign('own'), request: (_c, id) => ({ method: 'POST', url: `/api/emailing/campaigns/${id}/send`, payload: { scheduledAt: '2099-01-01T08:00:00Z' } }),
        expect: line(ALLOWED), guards: (_c, id) => ({ table: 'email_campaigns', id }) },
      other: { setup: freshCampaign('other'), request: (_c, id) => ({ method: 'POST', url: `/api/emailing/campaigns/${id}/send`, payload: { scheduledAt: '2099-01-01T08:00:00Z' } }),
        expect: line(OTHERS), guards: (_c, id) => ({ table: 'email_campaigns', id }) },
    },
  },
  'POST /api/emailing/campaigns/:id/unschedule': {
    access: MARKETING,
    cases: {
      /** A draft is not scheduled: 409 for those who may call it. */
      own: { setup: freshCampaign('own'), request: (_c, id) => ({ method: 'POST', url: `/api/emailing/campaigns/${id}/unschedule` }),
        expect: line('401  409  403  409  403  403  403  403  403  403  403  403  403'), guards: (_c, id) => ({ table: 'email_campaigns', id }) },
    },
  },
  'POST /api/emailing/unsubscribe/:token': {
    access: { public: true },
    cases: {
      known: { setup: mailedMember, request: (_c, id) => ({ method: 'POST', url: `/api/emailing/unsubscribe/matrice-jeton-${id}` }),
        expect: line('200  200  200  200  200  200  200  200  200  200  200  200  200') },
      unknown: { request: () => ({ method: 'POST', url: '/api/emailing/unsubscribe/matrice-jeton-inconnu' }),
        expect: line('404  404  404  404  404  404  404  404  404  404  404  404  404') },
    },
  },
};
