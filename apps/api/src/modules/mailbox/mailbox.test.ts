import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { MAILBOX_LABELS } from '@hubgrade/domain/mailbox/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { queueMail } from '../../lib/mail.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

describe.each(ENGINES)('built-in mailbox on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = `Bearer ${await t.tokenFor(DEMO_ACCOUNTS.admin)}`;
    // The demo's sent campaign leaves its mails in the outbox: these tests count their own only.
    await t.database.db.execute(sql`delete from mail_outbox`);
    for (let i = 1; i <= 7; i++) {
      await queueMail(t.database.db, {
        to: i % 2 ? 'alice@exemple.fr' : 'bob@exemple.fr',
        subject: `Mail n°${i}`,
        text: `Corps ${i}`,
        html: `<p>Corps ${i}</p>`,
      });
    }
    await queueMail(t.database.db, { to: 'marque@exemple.fr', subject: 'Mail 100 % marque', text: 'Corps', brandId: 9 });
  });
  afterAll(() => t.close());

  const get = (url: string, authorization = admin) => t.app.inject({ url, headers: authorization ? { authorization } : {} });

  it('lists the mails newest first, page by page, for a super admin', async () => {
    const first = await get('/api/dev/mails?itemsPerPage=3');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.total).toBe(8);
    expect(page1.items.map((m: { subject: string }) => m.subject)).toEqual(['Mail 100 % marque', 'Mail n°7', 'Mail n°6']);
    expect(page1.items[1]).toEqual({
      id: expect.any(Number),
      to: 'alice@exemple.fr',
      subject: 'Mail n°7',
      text: 'Corps 7',
      html: '<p>Corps 7</p>',
      attachments: [],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      sentAt: null,
      attempts: 0,
      lastError: null,
      recipient: null,
    });
    const page3 = (await get('/api/dev/mails?itemsPerPage=3&page=3')).json();
    expect(page3.items.map((m: { subject: string }) => m.subject)).toEqual(['Mail n°2', 'Mail n°1']);
  });

  it('filters by recipient, whatever the case, and searches subjects literally', async () => {
    const bob = (await get('/api/dev/mails?to=BOB@exemple.fr')).json();
    expect(bob.total).toBe(3);
    expect(bob.items.every((m: { to: string }) => m.to === 'bob@exemple.fr')).toBe(true);
    const percent = (await get(`/api/dev/mails?search=${encodeURIComponent('100 %')}`)).json();
    expect(percent.items.map((m: { subject: string }) => m.subject)).toEqual(['Mail 100 % marque']);
    expect((await get(`/api/dev/mails?search=${encodeURIComponent('n°_')}`)).json().total).toBe(0);
  });

  it('sorts by recipient, subject or date, both ways, ids breaking ties', async () => {
    const subjects = async (query: string) =>
      (await get(`/api/dev/mails?itemsPerPage=8&${query}`))
        .json()
        .items.map((m: { to: string; subject: string }) => `${m.to} ${m.subject}`);
    expect(await subjects('sortBy=to&sortDesc=false')).toEqual([
      'alice@exemple.fr Mail n°1',
      'alice@exemple.fr Mail n°3',
      'alice@exemple.fr Mail n°5',
      'alice@exemple.fr Mail n°7',
      'bob@exemple.fr Mail n°2',
      'bob@exemple.fr Mail n°4',
      'bob@exemple.fr Mail n°6',
      'marque@exemple.fr Mail 100 % marque',
    ]);
    expect((await subjects('sortBy=to&sortDesc=true'))[0]).toBe('marque@exemple.fr Mail 100 % marque');
    expect((await subjects('sortBy=to'))[1]).toBe('bob@exemple.fr Mail n°6');
    expect(await subjects('sortBy=subject&sortDesc=false')).toEqual([
      'marque@exemple.fr Mail 100 % marque',
      'alice@exemple.fr Mail n°1',
      'bob@exemple.fr Mail n°2',
      'alice@exemple.fr Mail n°3',
      'bob@exemple.fr Mail n°4',
      'alice@exemple.fr Mail n°5',
      'bob@exemple.fr Mail n°6',
      'alice@exemple.fr Mail n°7',
    ]);
    expect((await subjects('sortBy=createdAt&sortDesc=false'))[0]).toBe('alice@exemple.fr Mail n°1');
  });

  it('names the account a mail went to, when there is one', async () => {
    await queueMail(t.database.db, { to: DEMO_ACCOUNTS.brand, subject: 'Pour un compte', text: 'Corps', brandId: 9 });
    const [mail] = (await get(`/api/dev/mails?to=${encodeURIComponent(DEMO_ACCOUNTS.brand)}`)).json().items;
    const [account] = await queryRows<{ id: number; brand_id: number | null }>(
      t.database.db,
      sql`select id, brand_id from users where email = ${DEMO_ACCOUNTS.brand}`,
    );
    expect(mail.recipient).toEqual({ id: account?.id, brandId: 9 });
    expect((await get(`/api/dev/mails/${mail.id}`)).json().recipient).toEqual({ id: account?.id, brandId: 9 });
  });

  it('shows one mail, and 404 for an unknown one', async () => {
    const [latest] = (await get('/api/dev/mails?itemsPerPage=1')).json().items;
    const one = await get(`/api/dev/mails/${latest.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(latest);
    const missing = await get('/api/dev/mails/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 404, message: MAILBOX_LABELS.notFound });
  });

  it('refuses bad list parameters with a 400', async () => {
    for (const query of ['itemsPerPage=101', 'sortBy=text', 'sortBy=id', 'page=0', 'unknown=1']) {
      const res = await get(`/api/dev/mails?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ERROR_LABELS.badRequest);
    }
  });

  it('is for super admins only', async () => {
    expect((await get('/api/dev/mails', '')).statusCode).toBe(401);
    for (const email of [
      DEMO_ACCOUNTS.brand,
      DEMO_ACCOUNTS.office,
      DEMO_ACCOUNTS.commercial,
      DEMO_ACCOUNTS.member,
      brandStaffEmail('admin', 5),
    ]) {
      const authorization = `Bearer ${await t.tokenFor(email)}`;
      const list = await get('/api/dev/mails', authorization);
      expect(list.statusCode).toBe(403);
      expect(list.json().message).toBe(ERROR_LABELS.forbidden);
      expect((await get('/api/dev/mails/1', authorization)).statusCode).toBe(403);
    }
  });
});
