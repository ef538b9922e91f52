import { DOCUMENT_LABELS } from '@hubgrade/domain/documents/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { pdf, uploaded, WEBP } from '../uploads/sample-files.ts';

const R = DOCUMENT_LABELS.refusals;
type Who = 'admin' | 'brand5' | 'office5' | 'brand9' | 'member5' | 'owner5' | 'member' | 'brand8';

describe.each(ENGINES)('documents on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload }),
    });
  const upload = (who: Who, data = pdf(), name = 'note.pdf', mode = 'ticket') => uploaded(t.app, tokens[who], data, name, mode);
  const userOf = (email: string) =>
    one<{ id: number; company_id: number; site_id: number }>(
      sql`select u.id, u.company_id, c.site_id from users u left join companies c on c.id = u.company_id where u.email = ${email}`,
    );
  const titles = async (who: Who) =>
    ((await call(who, 'GET', '/documents?itemsPerPage=100')).json().items as { title: string }[]).map((d) => d.title);

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [who, email] of [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand5', brandStaffEmail('admin', 5)],
      ['office5', DEMO_ACCOUNTS.office],
      ['brand9', DEMO_ACCOUNTS.brand],
      ['member5', brandStaffEmail('member', 5)],
      ['owner5', brandStaffEmail('owner', 5)],
      ['member', DEMO_ACCOUNTS.member],
      ['brand8', brandStaffEmail('admin', 8)],
    ] as const) {
      tokens[who] = await t.tokenFor(email);
    }
  });
  afterAll(() => t.close());

  it('creates a document shared with one member, who alone of the members lists, reads and downloads it', async () => {
    const member = await userOf(brandStaffEmail('member', 5));
    const file = await upload('brand5');
    const created = await call('brand5', 'POST', '/documents', { title: '  Bail signé ', audience: 'member', target: member.id, file });
    expect(created.statusCode).toBe(201);
    const doc = created.json();
    expect(doc).toMatchObject({
      title: 'Bail signé',
      version: 1,
      brand: 5,
      manage: true,
      share: { audience: 'member', target: { id: member.id } },
    });
    expect(doc.versions).toHaveLength(1);

    expect(await titles('member5')).toContain('Bail signé');
    expect(await titles('owner5')).not.toContain('Bail signé');
    const mine = await call('member5', 'GET', `/documents/${doc.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().manage).toBe(false);
    const download = await call('member5', 'GET', `/upload/${file}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');

    // Another member of the brand neither reads nor downloads it; another brand's staff do not see it.
    expect((await call('owner5', 'GET', `/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await call('owner5', 'GET', `/upload/${file}/file`)).statusCode).toBe(404);
    expect((await call('brand9', 'GET', `/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await call('brand9', 'GET', `/upload/${file}/file`)).statusCode).toBe(404);
    expect(await rows(sql`select 1 from history_entries where entity = 'document' and entity_id = ${doc.id}`)).toHaveLength(1);
  });

  it('shares with a company and a site: their members see it, then a change of audience takes it away', async () => {
    const owner = await userOf(brandStaffEmail('owner', 5));
    const member = await userOf(brandStaffEmail('member', 5));
    const byCompany = (
      await call('office5', 'POST', '/documents', {
        title: 'Note société',
        audience: 'company',
        target: owner.company_id,
        file: await upload('office5'),
      })
    ).json();
    expect(await titles('owner5')).toContain('Note société');
    expect((await titles('member5')).includes('Note société')).toBe(member.company_id === owner.company_id);

    const bySite = (
      await call('brand5', 'POST', '/documents', {
        title: 'Note site',
        audience: 'site',
        target: member.site_id,
        file: await upload('brand5', WEBP, 'plan.webp', 'image'),
      })
    ).json();
    // A WEBP picture is refused: the library takes PDF, JPG and PNG.
    expect(bySite.errors?.file).toEqual([R.badFileType]);
    const png = await call('brand5', 'POST', '/documents', {
      title: 'Note site',
      audience: 'site',
      target: member.site_id,
      file: await upload('brand5', pdf(1), 'plan.pdf'),
    });
    expect(png.statusCode).toBe(201);
    expect(await titles('member5')).toContain('Note site');

    const moved = await call('brand5', 'PATCH', `/documents/${byCompany.id}`, {
      title: 'Note société',
      audience: 'member',
      target: member.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(await titles('owner5')).not.toContain('Note société');
    expect(await titles('member5')).toContain('Note société');
  });

  it('adds versions numbered in turn, the older ones still downloadable, and deletes with its versions', async () => {
    const first = await upload('brand5');
    const doc = (await call('brand5', 'POST', '/documents', { title: 'Règlement v', audience: 'all', file: first })).json();
    const second = await upload('brand5', pdf(2), 'v2.pdf');
    const res = await call('brand5', 'POST', `/documents/${doc.id}/versions`, { file: second });
    expect(res.statusCode).toBe(201);
    const after = res.json();
    expect(after.version).toBe(2);
    expect(after.file.id).toBe(second);
    expect(after.versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect((await call('member5', 'GET', `/upload/${first}/file`)).statusCode).toBe(200);

    expect((await call('brand5', 'DELETE', `/documents/${doc.id}`)).statusCode).toBe(204);
    expect((await call('brand5', 'GET', `/documents/${doc.id}`)).statusCode).toBe(404);
    expect(await rows(sql`select 1 from document_versions where document_id = ${doc.id}`)).toHaveLength(0);
    expect((await call('member5', 'GET', `/upload/${first}/file`)).statusCode).toBe(404);
  });

  it('refuses a target out of scope, a missing target or file, and another brand’s record, writing nothing', async () => {
    const other = await userOf(brandStaffEmail('member', 9));
    const file = await upload('brand5');
    const before = await one<{ n: number }>(sql`select count(*)::int as n from documents`);
    const outside = await call('brand5', 'POST', '/documents', { title: 'X', audience: 'member', target: other.id, file });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors.target).toEqual([R.unknownTarget]);
    const noTarget = await call('brand5', 'POST', '/documents', { title: 'X', audience: 'site', file });
    expect(noTarget.json().errors.target).toEqual([R.required]);
    const allWithTarget = await call('brand5', 'POST', '/documents', { title: 'X', audience: 'all', target: other.id, file });
    expect(allWithTarget.json().errors.target).toEqual([R.targetNotExpected]);
    const noFile = await call('brand5', 'POST', '/documents', { title: '', audience: 'all' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toMatchObject({ title: [R.required], file: [R.fileRequired] });
    // Someone else's upload cannot be taken.
    const notMine = await call('brand5', 'POST', '/documents', { title: 'X', audience: 'all', file: await upload('brand9') });
    expect(notMine.json().errors.file).toEqual([R.fileNotFound]);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from documents`)).n).toBe(before.n);

    const theirs = await one<{ id: number }>(sql`select id from documents where brand_id = 9 order by id limit 1`);
    expect((await call('brand5', 'PATCH', `/documents/${theirs.id}`, { title: 'X', audience: 'all' })).statusCode).toBe(404);
    expect((await call('brand5', 'DELETE', `/documents/${theirs.id}`)).statusCode).toBe(404);
    expect((await call('member5', 'POST', '/documents', { title: 'X', audience: 'all', file })).statusCode).toBe(403);
  });

  it('lists the audiences of the caller’s scope, refuses a brand without the module, and lets members read the seeded library', async () => {
    const audiences = (await call('brand5', 'GET', '/documents/audiences?search=brand5')).json();
    expect(audiences.sites.length).toBeGreaterThan(0);
    const siteBrands = await rows<{ brand_id: number }>(
      sql`select brand_id from sites where id = any(${sql.param(audiences.sites.map((s: { id: number }) => s.id))}::int[])`,
    );
    expect(siteBrands.every((s) => s.brand_id === 5)).toBe(true);
    expect(audiences.members.length).toBeGreaterThan(0);
    expect((await call('brand8', 'GET', '/documents')).statusCode).toBe(403);
    expect(await titles('member')).toEqual(expect.arrayContaining(['Règlement intérieur', 'Badge : mode d’emploi']));
    const list = (await call('member', 'GET', '/documents')).json();
    expect(list.items.every((d: { share: { audience: string } }) => d.share.audience)).toBe(true);
  });
});
