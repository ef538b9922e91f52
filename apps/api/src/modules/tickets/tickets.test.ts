import { TICKET_LABELS as L } from '@hubgrade/domain/tickets/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { PNG, pdf, uploaded, uploadForm, WEBP } from '../uploads/sample-files.ts';

type Who = 'admin' | 'brand5' | 'office5' | 'brand8' | 'member' | 'owner' | 'member5' | 'member9' | 'landlord';

describe.each(ENGINES)('tickets on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const ids = {} as Record<Who, number>;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const call = (who: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload }),
    });
  const upload = (who: Who, data: Buffer, name: string) => uploaded(t.app, tokens[who], data, name);
  const siteOf = async (brand: number | null) =>
    (await one<{ id: number }>(sql`select id from sites where brand_id is not distinct from ${brand} order by id limit 1`)).id;
  const report = async (who: Who, over: object = {}) => {
    const brand = who === 'member5' || who === 'brand5' ? 5 : who === 'brand8' ? 8 : null;
    const res = await call(who, 'POST', '/tickets', {
      espace: await siteOf(brand),
      category: 'maintenance',
      title: 'Fuite sous l’évier',
      description: '<p>Une <strong>fuite</strong> dans la cuisine</p>',
      ...over,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; state: number; espace: { id: number } };
  };
  const stateOf = async (id: number) => (await one<{ state: number }>(sql`select state from tickets where id = ${id}`)).state;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const accounts: [Who, string][] = [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand5', brandStaffEmail('admin', 5)],
      ['office5', DEMO_ACCOUNTS.office],
      ['brand8', brandStaffEmail('admin', 8)],
      ['member', DEMO_ACCOUNTS.member],
      ['owner', DEMO_ACCOUNTS.owner],
      ['member5', brandStaffEmail('member', 5)],
      ['member9', brandStaffEmail('member', 9)],
      ['landlord', DEMO_ACCOUNTS.landlord],
    ];
    for (const [who, email] of accounts) {
      tokens[who] = await t.tokenFor(email);
      ids[who] = (await one<{ id: number }>(sql`select id from users where email = ${email}`)).id;
    }
  });
  afterAll(() => t.close());

  it('takes a report with its photos and PDF, in state Problème, and tells the desk of its brand', async () => {
    const photo = await upload('member', PNG, 'fuite.png');
    const plan = await upload('member', pdf(), 'plan.pdf');
    const created = await report('member', { documents: [photo, plan], priority: 3 });
    expect(created).toMatchObject({ state: 1, stateName: 'Problème', priority: 3, category: 'maintenance', reporter: { id: ids.member } });
    const sheet = (await call('member', 'GET', `/tickets/${created.id}`)).json();
    expect(sheet.documents.map((d: { id: number }) => d.id)).toEqual([photo, plan]);
    expect(sheet.targets).toEqual([4]);
    expect(sheet.staff).toBe(false);
    expect(sheet.assignees).toEqual([]);
    const told = await rows<{ user_id: number }>(sql`select user_id from notifications where link = ${`/tickets/${created.id}`}`);
    expect(told.map((n) => n.user_id)).toContain(ids.admin);
    expect(told.map((n) => n.user_id)).not.toContain(ids.brand5);
    const file = await call('admin', 'GET', `/upload/${photo}/file`);
    expect(file.statusCode).toBe(200);
    expect((await call('brand5', 'GET', `/upload/${photo}/file`)).statusCode).toBe(404);
  });

  it('refuses a file that is not the reporter’s, not JPG/PNG/PDF, or a site of another brand', async () => {
    const others = await upload('owner', PNG, 'autre.png');
    let res = await call('member', 'POST', '/tickets', {
      espace: await siteOf(null),
      category: 'it',
      title: 'Wi-Fi',
      description: 'Lent',
      documents: [others],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['documents.0']).toEqual([L.refusals.fileNotFound]);
    const webp = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: { authorization: `Bearer ${tokens.member}` },
      body: uploadForm(WEBP, 'photo.webp'),
    });
    res = await call('member', 'POST', '/tickets', {
      espace: await siteOf(null),
      category: 'it',
      title: 'Wi-Fi',
      description: 'Lent',
      documents: [webp.json().id],
    });
    expect(res.json().errors['documents.0']).toEqual([L.refusals.badFileType]);
    res = await call('member', 'POST', '/tickets', { espace: await siteOf(5), category: 'it', title: 'Wi-Fi', description: 'Lent' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.espace).toEqual([L.refusals.unknownSite]);
    res = await call('member', 'POST', '/tickets', { espace: await siteOf(null), category: 'plomberie', title: ' ', description: 'x' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['category', 'title']);
  });

  it('keeps no script in the description', async () => {
    const created = await report('member', {
      description: '<p>Bonjour <img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">ici</a></p>',
    });
    const stored = await one<{ d: string }>(sql`select description as d from tickets where id = ${created.id}`);
    expect(stored.d).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect(stored.d).toContain('Bonjour');
  });

  it('shows a member their own tickets, a company owner their company’s, the desk its brand’s only', async () => {
    const mine = await report('member');
    const owners = await report('owner');
    const branded = await report('member5');
    const list = async (who: Who, query = '') => (await call(who, 'GET', `/tickets?itemsPerPage=100${query}`)).json();
    const memberIds = (await list('member')).items.map((r: { id: number }) => r.id);
    expect(memberIds).toContain(mine.id);
    expect(memberIds).not.toContain(owners.id);
    expect((await list('member')).items.every((r: { reporter: { id: number } }) => r.reporter.id === ids.member)).toBe(true);
    const ownerIds = (await list('owner')).items.map((r: { id: number }) => r.id);
    expect(ownerIds).toEqual(expect.arrayContaining([mine.id, owners.id]));
    expect((await call('owner', 'GET', `/tickets/${mine.id}`)).statusCode).toBe(200);
    expect((await call('member', 'GET', `/tickets/${owners.id}`)).statusCode).toBe(404);
    // Brands: brand 5's desk sees brand 5 only; brand 8's desk never sees it; the platform sees both.
    const brand5 = (await list('brand5')).items;
    expect(brand5.map((r: { id: number }) => r.id)).toContain(branded.id);
    expect(brand5.map((r: { id: number }) => r.id)).not.toContain(mine.id);
    expect((await call('brand5', 'GET', `/tickets/${mine.id}`)).statusCode).toBe(404);
    expect((await call('brand8', 'GET', `/tickets/${branded.id}`)).statusCode).toBe(404);
    expect((await call('brand8', 'POST', `/tickets/${branded.id}/state`, { state: 2 })).statusCode).toBe(404);
    expect((await call('brand8', 'POST', `/tickets/${branded.id}/comments`, { body: 'x' })).statusCode).toBe(404);
    expect((await call('brand8', 'PATCH', `/tickets/${branded.id}`, { priority: 4 })).statusCode).toBe(404);
    const board8 = (await call('brand8', 'GET', '/tickets/board')).json();
    expect(board8.columns.flatMap((c: { items: { id: number }[] }) => c.items.map((i) => i.id))).not.toContain(branded.id);
    expect((await call('admin', 'GET', `/tickets/${branded.id}`)).statusCode).toBe(200);
    expect((await call('member5', 'GET', `/tickets/${mine.id}`)).statusCode).toBe(404);
  });

  it('refuses the users of a brand without the ticketing module', async () => {
    expect((await call('member9', 'GET', '/tickets')).statusCode).toBe(403);
    expect((await call('member9', 'POST', '/tickets', { espace: 1, category: 'it', title: 'x', description: 'x' })).statusCode).toBe(403);
  });

  it('moves along the state machine: 409 for a move not allowed, the mover takes it en cours, a mail when closed', async () => {
    const created = await report('member');
    let res = await call('member', 'POST', `/tickets/${created.id}/state`, { state: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(L.refusals.notAllowed('Problème', 'En cours'));
    res = await call('admin', 'POST', `/tickets/${created.id}/state`, { state: 4 });
    expect(res.statusCode).toBe(409);
    expect(await stateOf(created.id)).toBe(1);
    res = await call('admin', 'POST', `/tickets/${created.id}/state`, { state: 3, comment: 'Le plombier passe demain.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 3, assignee: { id: ids.admin }, targets: [2, 4] });
    expect(res.json().comments.at(-1)).toMatchObject({ body: 'Le plombier passe demain.', internal: false });
    res = await call('admin', 'POST', `/tickets/${created.id}/state`, { state: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(L.refusals.same);
    res = await call('admin', 'POST', `/tickets/${created.id}/state`, { state: 4 });
    expect(res.json()).toMatchObject({ state: 4, stateName: 'Clôturé', closedAt: expect.any(String) });
    const mail = await one<{ subject: string; text_body: string }>(
      sql`select subject, text_body from mail_outbox where to_address = ${DEMO_ACCOUNTS.member} order by id desc limit 1`,
    );
    expect(mail.subject).toBe(L.mail.closedSubject(created.id));
    expect(mail.text_body).toContain(`/tickets/${created.id}`);
    const told = await rows<{ content: string }>(
      sql`select content from notifications where user_id = ${ids.member} and link = ${`/tickets/${created.id}`} order by id`,
    );
    expect(told.map((n) => n.content)).toEqual([
      L.notifications.moved(created.id, 'En cours'),
      L.notifications.moved(created.id, 'Clôturé'),
    ]);
    // The reporter reopens it; the history has every change.
    res = await call('member', 'POST', `/tickets/${created.id}/state`, { state: 2 });
    expect(res.json()).toMatchObject({ state: 2, closedAt: null });
    const history = await call('admin', 'GET', `/history/slug/ticket-${created.id}`);
    expect(history.statusCode).toBe(200);
    expect(history.json().total).toBe(4);
  });

  it('keeps internal notes from the reporter, and only the desk writes them', async () => {
    const created = await report('member');
    expect((await call('member', 'POST', `/tickets/${created.id}/comments`, { body: 'Note', internal: true })).statusCode).toBe(403);
    const note = await call('admin', 'POST', `/tickets/${created.id}/comments`, { body: 'Voir le devis du plombier', internal: true });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ internal: true, author: { id: ids.admin } });
    const answer = await call('member', 'POST', `/tickets/${created.id}/comments`, { body: 'Merci !' });
    expect(answer.statusCode).toBe(201);
    const seen = (await call('member', 'GET', `/tickets/${created.id}`)).json();
    expect(seen.comments.map((c: { body: string }) => c.body)).toEqual(['Merci !']);
    expect(seen.commentCount).toBe(1);
    const desk = (await call('admin', 'GET', `/tickets/${created.id}`)).json();
    expect(desk.comments.map((c: { body: string }) => c.body)).toEqual(['Voir le devis du plombier', 'Merci !']);
    expect(desk.commentCount).toBe(2);
    const toMember = await rows(sql`select 1 from notifications where user_id = ${ids.member} and link = ${`/tickets/${created.id}`}`);
    expect(toMember).toHaveLength(0);
    expect((await call('member', 'POST', `/tickets/${created.id}/comments`, { body: '   ' })).statusCode).toBe(400);
  });

  it('lets the desk assign among the brand’s administrators, prioritise and recategorise', async () => {
    const created = await report('member5');
    const sheet = (await call('brand5', 'GET', `/tickets/${created.id}`)).json();
    expect(sheet.assignees.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([ids.brand5, ids.office5]));
    expect(sheet.assignees.map((p: { id: number }) => p.id)).not.toContain(ids.brand8);
    let res = await call('brand5', 'PATCH', `/tickets/${created.id}`, { assignee: ids.brand8 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.assignee).toEqual([L.refusals.unknownAssignee]);
    res = await call('brand5', 'PATCH', `/tickets/${created.id}`, { assignee: ids.office5, priority: 4, category: 'climate' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ assignee: { id: ids.office5 }, priority: 4, category: 'climate' });
    const told = await rows(
      sql`select 1 from notifications where user_id = ${ids.office5} and content = ${L.notifications.assigned(created.id, 'Fuite sous l’évier')}`,
    );
    expect(told).toHaveLength(1);
    expect((await call('member5', 'PATCH', `/tickets/${created.id}`, { priority: 1 })).statusCode).toBe(403);
    // The assignee hears of the reporter's messages.
    await call('member5', 'POST', `/tickets/${created.id}/comments`, { body: 'Toujours froid' });
    const heard = await rows(
      sql`select 1 from notifications where user_id = ${ids.office5} and content = ${L.notifications.commented(created.id)}`,
    );
    expect(heard).toHaveLength(1);
  });

  it('filters and pages the table, and the board counts what the table holds', async () => {
    const created = await report('member', { priority: 4, category: 'cleaning' });
    const list = async (query: string) => {
      const res = await call('admin', 'GET', `/tickets?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const urgent = await list('priority=4&state=1');
    expect(urgent.items.map((r: { id: number }) => r.id)).toContain(created.id);
    expect(urgent.items.every((r: { priority: number; state: number }) => r.priority === 4 && r.state === 1)).toBe(true);
    const unassigned = await list('assignee=none&itemsPerPage=100');
    expect(unassigned.items.every((r: { assignee: unknown }) => r.assignee === null)).toBe(true);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    expect((await list(`from=${today}&to=${today}&itemsPerPage=100`)).items.map((r: { id: number }) => r.id)).toContain(created.id);
    expect((await list('to=2000-01-01')).total).toBe(0);
    expect((await list(`search=${created.id}`)).items[0].id).toBe(created.id);
    const site = (await list(`espace=${created.espace.id}`)).items;
    expect(site.every((r: { espace: { id: number } }) => r.espace.id === created.espace.id)).toBe(true);
    const first = await list('itemsPerPage=3&sortBy=updatedAt');
    expect(first.items).toHaveLength(3);
    const second = await list(`itemsPerPage=3&sortBy=updatedAt&page=2&after=${first.next}`);
    const third = await list('itemsPerPage=3&sortBy=updatedAt&page=2');
    expect(second.items.map((r: { id: number }) => r.id)).toEqual(third.items.map((r: { id: number }) => r.id));
    const all = await list('itemsPerPage=1');
    const board = (await call('admin', 'GET', '/tickets/board')).json();
    expect(board.columns.map((c: { name: string }) => c.name)).toEqual(['Problème', 'Ouvert', 'En cours', 'Clôturé', 'Refusé']);
    expect(board.columns.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(all.total);
    for (const column of board.columns) {
      expect(column.items.every((r: { state: number }) => r.state === column.state)).toBe(true);
      expect((await list(`state=${column.state}&itemsPerPage=1`)).total).toBe(column.count);
    }
    const problems = board.columns[0].items;
    expect(problems[0].priority).toBe(4);
  });

  it('sums up the waiting tickets and the oldest one for the dashboard, and lists the options', async () => {
    const summary = (await call('member', 'GET', '/tickets/summary')).json();
    const waiting = (await call('member', 'GET', '/tickets?itemsPerPage=100')).json().items.filter((r: { state: number }) => r.state <= 3);
    expect(summary.waiting).toBe(waiting.length);
    const oldest = [...waiting].sort((a: { createdAt: string }, b: { createdAt: string }) => a.createdAt.localeCompare(b.createdAt))[0];
    expect(summary.oldest).toMatchObject({ id: oldest.id, createdAt: oldest.createdAt });
    const options = (await call('brand5', 'GET', '/tickets/options')).json();
    expect(options.espaces.length).toBeGreaterThan(0);
    expect(options.assignees.map((p: { id: number }) => p.id)).toContain(ids.office5);
    const memberOptions = (await call('member', 'GET', '/tickets/options')).json();
    expect(memberOptions.assignees).toEqual([]);
    expect((await call('landlord', 'GET', '/tickets/options')).statusCode).toBe(200);
  });
});
