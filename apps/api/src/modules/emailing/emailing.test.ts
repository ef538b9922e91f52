import { EMAILING_LABELS } from '@hubgrade/domain/emailing/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { emailCampaigns } from '../../db/schema/index.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { queueCampaignBatch, runCampaignPass } from './sender.ts';

const R = EMAILING_LABELS.refusals;
type Who = 'admin' | 'brand5' | 'office5' | 'brand9';

describe.each(ENGINES)('emailing on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const call = (who: Who | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
      ...(payload === undefined ? {} : { payload }),
    });
  const draft = async (who: Who, segment: object = {}) => {
    const res = await call(who, 'POST', '/emailing/campaigns', {
      subject: `Bonjour {{prenom}} ${Math.random().toString(36).slice(2, 7)}`,
      body: '<p>Chère équipe de {{societe}}, {{prenom}} !</p><script>alert(1)</script>',
      segment,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; subject: string; body: string; state: string; counts: Record<string, number> };
  };
  const membersOf = (brandId: number | null, accountType?: number) =>
    one<{ n: number }>(
      sql`select count(*)::int as n from users u where u.brand_id is not distinct from ${brandId} and u.deleted_at is null and u.enabled
          and 'ROLE_USER' = any(u.roles) and not exists (select 1 from email_unsubscriptions x where x.user_id = u.id)
          ${accountType ? sql`and u.account_type = ${accountType}` : sql``}`,
    ).then((r) => r.n);
  const campaignRecord = async (id: number) => {
    const [row] = await t.database.db.select().from(emailCampaigns).where(sql`${emailCampaigns.id} = ${id}`);
    if (!row) throw new Error('campaign gone');
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [who, email] of [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand5', brandStaffEmail('admin', 5)],
      ['office5', DEMO_ACCOUNTS.office],
      ['brand9', DEMO_ACCOUNTS.brand],
    ] as const) {
      tokens[who] = await t.tokenFor(email);
    }
  });
  afterAll(() => t.close());

  it('counts a segment live, saves a sanitised draft and sends its test to the caller with merge fields filled', async () => {
    const tenants = await call('brand5', 'POST', '/emailing/audience', { accountTypes: [2] });
    expect(tenants.json().count).toBe(await membersOf(5, 2));
    const all = await call('brand5', 'POST', '/emailing/audience', {});
    expect(all.json().count).toBe(await membersOf(5));

    const campaign = await draft('brand5', { accountTypes: [2] });
    expect(campaign.state).toBe('draft');
    expect(campaign.body).not.toContain('<script');
    const test = await call('brand5', 'POST', `/emailing/campaigns/${campaign.id}/test`);
    expect(test.statusCode).toBe(200);
    const to = brandStaffEmail('admin', 5);
    expect(test.json()).toEqual({ to });
    const me = await one<{ first_name: string }>(sql`select first_name from users where email = ${to}`);
    const mail = await one<{ subject: string; html_body: string; text_body: string }>(
      sql`select subject, html_body, text_body from mail_outbox where to_address = ${to} order by id desc limit 1`,
    );
    expect(mail.subject).toBe(`[Test] ${campaign.subject.replace('{{prenom}}', me.first_name)}`);
    expect(mail.html_body).toContain(`${me.first_name} !`);
    expect(mail.html_body).toContain('/desabonnement/');
    expect(mail.text_body).toContain(EMAILING_LABELS.mail.footer);
    expect(await rows(sql`select 1 from email_campaign_recipients where campaign_id = ${campaign.id}`)).toHaveLength(0);
  });

  it('sends at the rate of each pass, one mail per member with their own unsubscribe link, then is sent and frozen', async () => {
    const campaign = await draft('brand5', { accountTypes: [2] });
    const expected = await membersOf(5, 2);
    expect(expected).toBeGreaterThan(3);
    const started = await call('brand5', 'POST', `/emailing/campaigns/${campaign.id}/send`, {});
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ state: 'sending', counts: { total: expected, recipients: 0, progress: 0 } });

    // A pass queues no more than its budget; the state stays in the database, so a new pass (after a restart) carries on.
    expect(await runCampaignPass(t.database.db, t.config.publicUrl, 3)).toBe(3);
    const midway = (await call('brand5', 'GET', `/emailing/campaigns/${campaign.id}`)).json();
    expect(midway.counts).toMatchObject({ recipients: 3, progress: Math.floor(300 / expected) });
    while ((await campaignRecord(campaign.id)).state === 'sending') await runCampaignPass(t.database.db, t.config.publicUrl, 50);

    const done = (await call('brand5', 'GET', `/emailing/campaigns/${campaign.id}`)).json();
    expect(done.state).toBe('sent');
    expect(done.counts).toMatchObject({ total: expected, recipients: expected, progress: 100, failed: 0 });
    expect(done.counts.queued + done.counts.sent).toBe(expected);
    const mails = await rows<{ to_address: string; html_body: string; token: string }>(
      sql`select m.to_address, m.html_body, r.token from email_campaign_recipients r join mail_outbox m on m.id = r.mail_id
          where r.campaign_id = ${campaign.id}`,
    );
    expect(mails).toHaveLength(expected);
    expect(new Set(mails.map((m) => m.to_address)).size).toBe(expected);
    for (const m of mails) expect(m.html_body).toContain(`/desabonnement/${m.token}`);

    expect((await call('brand5', 'PUT', `/emailing/campaigns/${campaign.id}`, { subject: 'X', body: '<p>X</p>' })).statusCode).toBe(409);
    expect((await call('brand5', 'DELETE', `/emailing/campaigns/${campaign.id}`)).statusCode).toBe(409);
    expect((await call('brand5', 'POST', `/emailing/campaigns/${campaign.id}/send`, {})).statusCode).toBe(409);
  });

  it('honours an unsubscribe link in every later campaign', async () => {
    const company = await one<{ id: number }>(sql`select company_id as id from users where email = ${DEMO_ACCOUNTS.member}`);
    const segment = { companies: [company.id] };
    const first = await draft('admin', segment);
    await call('admin', 'POST', `/emailing/campaigns/${first.id}/send`, {});
    await runCampaignPass(t.database.db, t.config.publicUrl, 1);
    const recipient = await one<{ token: string; user_id: number }>(
      sql`select token, user_id from email_campaign_recipients where campaign_id = ${first.id}`,
    );
    const before = (await call('admin', 'POST', '/emailing/audience', segment)).json().count;
    const res = await call(null, 'POST', `/emailing/unsubscribe/${recipient.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toContain('@');
    expect((await call(null, 'POST', `/emailing/unsubscribe/${recipient.token}`)).statusCode).toBe(200);
    expect((await call(null, 'POST', '/emailing/unsubscribe/jeton-qui-n-existe-pas')).json().message).toBe(
      EMAILING_LABELS.unsubscribe.unknown,
    );
    expect((await call('admin', 'POST', '/emailing/audience', segment)).json().count).toBe(before - 1);

    const later = await draft('admin', segment);
    await call('admin', 'POST', `/emailing/campaigns/${later.id}/send`, {});
    while ((await campaignRecord(later.id)).state === 'sending') await runCampaignPass(t.database.db, t.config.publicUrl, 500);
    expect(
      await rows(sql`select 1 from email_campaign_recipients where campaign_id = ${later.id} and user_id = ${recipient.user_id}`),
    ).toHaveLength(0);
  });

  it('schedules for later, refuses a past date, unschedules, and starts a due campaign at the next pass', async () => {
    const campaign = await draft('brand5', { accountTypes: [1] });
    const past = await call('brand5', 'POST', `/emailing/campaigns/${campaign.id}/send`, { scheduledAt: '2020-01-01T08:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.scheduledAt).toEqual([R.pastDate]);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await call('brand5', 'POST', `/emailing/campaigns/${campaign.id}/send`, { scheduledAt: at });
    expect(scheduled.json()).toMatchObject({ state: 'scheduled', scheduledAt: at });
    await runCampaignPass(t.database.db, t.config.publicUrl, 10);
    expect((await campaignRecord(campaign.id)).state).toBe('scheduled');
    expect((await call('brand5', 'POST', `/emailing/campaigns/${campaign.id}/unschedule`)).json().state).toBe('draft');
    expect((await call('brand5', 'POST', `/emailing/campaigns/${campaign.id}/unschedule`)).statusCode).toBe(409);

    await call('brand5', 'POST', `/emailing/campaigns/${campaign.id}/send`, { scheduledAt: at });
    await t.database.db.execute(sql`update email_campaigns set scheduled_at = now() - interval '1 minute' where id = ${campaign.id}`);
    await runCampaignPass(t.database.db, t.config.publicUrl, 1);
    expect((await campaignRecord(campaign.id)).state).toBe('sending');
  });

  it('keeps each brand to its own campaigns and segments, and office administrators out', async () => {
    const mine = await draft('admin');
    expect((await call('brand5', 'GET', `/emailing/campaigns/${mine.id}`)).statusCode).toBe(404);
    expect((await call('brand5', 'DELETE', `/emailing/campaigns/${mine.id}`)).statusCode).toBe(404);
    const list = (await call('brand5', 'GET', '/emailing/campaigns?itemsPerPage=100')).json().items as { id: number }[];
    expect(list.some((c) => c.id === mine.id)).toBe(false);
    expect((await call('office5', 'GET', '/emailing/campaigns')).statusCode).toBe(403);
    expect((await call('brand9', 'GET', '/emailing/campaigns')).statusCode).toBe(403);

    const foreignSite = await one<{ id: number }>(sql`select id from sites where brand_id = 9 order by id limit 1`);
    const refused = await call('brand5', 'POST', '/emailing/campaigns', {
      subject: 'X',
      body: '<p>X</p>',
      segment: { sites: [foreignSite.id] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors['segment.sites.0']).toEqual([R.unknownSite]);
    const options = (await call('brand5', 'GET', '/emailing/options')).json() as { sites: { id: number }[] };
    expect(options.sites.some((s) => s.id === foreignSite.id)).toBe(false);
    expect((await call('brand5', 'POST', '/emailing/campaigns', { subject: ' ', body: '<p>X</p>' })).json().errors.subject).toEqual([
      R.required,
    ]);
  });

  it('never mails a member twice when passes race on the same campaign', async () => {
    const companies = await rows<{ id: number }>(
      sql`select id from companies where brand_id = 5 and deleted_at is null order by id limit 6`,
    );
    const campaign = await draft('brand5', { companies: companies.map((c) => c.id) });
    await call('brand5', 'POST', `/emailing/campaigns/${campaign.id}/send`, {});
    const record = await campaignRecord(campaign.id);
    expect(record.total).toBeGreaterThan(1);
    const results = await Promise.all(Array.from({ length: 4 }, () => queueCampaignBatch(t.database.db, t.config.publicUrl, record, 1000)));
    const expected = record.total;
    expect(results.reduce((sum, r) => sum + r.queued, 0)).toBe(expected);
    const perMember = await rows<{ n: number }>(
      sql`select count(*)::int as n from email_campaign_recipients r join mail_outbox m on m.id = r.mail_id
          where r.campaign_id = ${campaign.id} group by m.to_address`,
    );
    expect(perMember).toHaveLength(expected);
    expect(perMember.every((m) => m.n === 1)).toBe(true);
  });
});
