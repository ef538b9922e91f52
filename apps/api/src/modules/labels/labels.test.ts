import { LABEL_LABELS } from '@hubgrade/domain/labels/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

const R = LABEL_LABELS.refusals;
type Who = 'admin' | 'brand5' | 'office5' | 'brand9' | 'member5' | 'brand8';

describe.each(ENGINES)('labels on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload }),
    });
  const create = async (who: Who, name: string, extra: object = {}) => {
    const res = await call(who, 'POST', '/labels', { name, colour: 'blue', ...extra });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; name: string; brand: number | null; ads: number; pages: number };
  };
  const adOf = (brand: number) =>
    one<{ id: number }>(sql`select id from ads where brand_id = ${brand} and deleted_at is null order by id desc limit 1`).then(
      (a) => a.id,
    );
  const adsOf = (brand: number) =>
    rows<{ id: number }>(sql`select id from ads where brand_id = ${brand} and deleted_at is null order by id desc limit 3`).then((r) =>
      r.map((a) => a.id),
    );
  const pageOf = (brand: number) =>
    one<{ id: number }>(sql`select id from seo_pages where brand_id = ${brand} and kind = 'static' order by id limit 1`).then((p) => p.id);
  const attached = (label: number) =>
    one<{ ads: number; pages: number }>(sql`select (select count(*)::int from ad_labels where label_id = ${label}) as ads,
      (select count(*)::int from seo_page_labels where label_id = ${label}) as pages`);

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [who, email] of [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand5', brandStaffEmail('admin', 5)],
      ['office5', DEMO_ACCOUNTS.office],
      ['brand9', DEMO_ACCOUNTS.brand],
      ['member5', brandStaffEmail('member', 5)],
      ['brand8', brandStaffEmail('admin', 8)],
    ] as const) {
      tokens[who] = await t.tokenFor(email);
    }
  });
  afterAll(() => t.close());

  it('lists the brand’s demo labels with their counts, 20 a page, searched by name', async () => {
    const list = await call('brand5', 'GET', '/labels');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.items.length).toBeGreaterThanOrEqual(5);
    expect(body.items.every((l: { brand: number }) => l.brand === 5)).toBe(true);
    expect(body.items.some((l: { ads: number }) => l.ads > 0)).toBe(true);
    expect(body.items.some((l: { pages: number }) => l.pages > 0)).toBe(true);
    const found = (await call('brand5', 'GET', '/labels?search=calm')).json();
    expect(found.items.map((l: { name: string }) => l.name)).toEqual(['Calme']);
    const sorted = (await call('brand5', 'GET', '/labels?sortBy=name&sortDesc=false&itemsPerPage=2')).json();
    expect(sorted.items).toHaveLength(2);
    expect(sorted.next).toBeTruthy();
  });

  it('lets a brandless administrator see every brand or pick one', async () => {
    const all = (await call('admin', 'GET', '/labels?itemsPerPage=100')).json();
    const brands = new Set(all.items.map((l: { brand: number | null }) => l.brand));
    expect(brands.has(5) && brands.has(9) && brands.has(null)).toBe(true);
    const nine = (await call('admin', 'GET', '/labels?brand=9&itemsPerPage=100')).json();
    expect(nine.items.every((l: { brand: number }) => l.brand === 9)).toBe(true);
    const main = (await call('admin', 'GET', '/labels?brand=0&itemsPerPage=100')).json();
    expect(main.items.every((l: { brand: number | null }) => l.brand === null)).toBe(true);
    // A brand's staff cannot look outside their brand through the filter.
    const tried = (await call('brand5', 'GET', '/labels?brand=9&itemsPerPage=100')).json();
    expect(tried.items.every((l: { brand: number }) => l.brand === 5)).toBe(true);
  });

  it('creates a label in the caller’s brand, names unique per brand whatever the case (409)', async () => {
    const created = await create('brand5', '  Terrasse   ombragée ');
    expect(created).toMatchObject({ name: 'Terrasse ombragée', brand: 5, ads: 0, pages: 0 });
    const again = await call('office5', 'POST', '/labels', { name: 'TERRASSE OMBRAGÉE', colour: 'red' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(R.nameTaken);
    // Another brand may use the same name.
    expect((await call('brand9', 'POST', '/labels', { name: 'Terrasse ombragée', colour: 'red' })).statusCode).toBe(201);
    const history = await one<{ n: number }>(
      sql`select count(*)::int as n from history_entries where entity = 'label' and entity_id = ${created.id}`,
    );
    expect(history.n).toBe(1);
  });

  it('refuses bad input with French field errors', async () => {
    const empty = await call('brand5', 'POST', '/labels', { name: '  ', colour: 'blue' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.name).toEqual([R.required]);
    const colour = await call('brand5', 'POST', '/labels', { name: 'Rose', colour: 'pink' });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().errors.colour).toEqual([R.colour]);
    const long = await call('brand5', 'POST', '/labels', { name: 'x'.repeat(51), colour: 'blue' });
    expect(long.json().errors.name).toEqual([R.nameTooLong]);
    expect((await call('brand5', 'POST', '/labels', { name: 'Ok', colour: 'blue', extra: 1 })).statusCode).toBe(400);
    expect((await call('brand5', 'GET', '/labels?sortBy=ads')).statusCode).toBe(400);
  });

  it('lets a brandless administrator create in a brand; a brand’s staff only in theirs', async () => {
    const made = await create('admin', 'Plateforme', { brand: 9 });
    expect(made.brand).toBe(9);
    expect((await create('admin', 'Plateforme', { brand: null })).brand).toBeNull();
    expect((await call('admin', 'POST', '/labels', { name: 'Nulle part', colour: 'grey', brand: 999_999 })).statusCode).toBe(400);
    expect((await call('brand5', 'POST', '/labels', { name: 'Ailleurs', colour: 'grey', brand: 9 })).statusCode).toBe(404);
    expect((await create('brand5', 'Ici', { brand: 5 })).brand).toBe(5);
  });

  it('renames and recolours, unique names still checked; another brand’s label is a 404', async () => {
    const label = await create('brand5', 'Ancien nom');
    const renamed = await call('brand5', 'PATCH', `/labels/${label.id}`, { name: 'Nouveau nom', colour: 'green' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Nouveau nom', colour: 'green' });
    // Its own name in another case is no clash.
    expect((await call('brand5', 'PATCH', `/labels/${label.id}`, { name: 'NOUVEAU NOM', colour: 'green' })).statusCode).toBe(200);
    expect((await call('brand5', 'PATCH', `/labels/${label.id}`, { name: 'calme', colour: 'green' })).statusCode).toBe(409);
    expect((await call('brand9', 'PATCH', `/labels/${label.id}`, { name: 'Volé', colour: 'green' })).statusCode).toBe(404);
    expect((await call('admin', 'PATCH', `/labels/${label.id}`, { name: 'Par la plateforme', colour: 'red' })).statusCode).toBe(200);
  });

  it('refuses users without the module (403) and members (403)', async () => {
    expect((await call('brand8', 'GET', '/labels')).statusCode).toBe(403);
    expect((await call('brand8', 'POST', '/labels', { name: 'X', colour: 'blue' })).statusCode).toBe(403);
    expect((await call('member5', 'GET', '/labels')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/labels' })).statusCode).toBe(401);
  });

  it('sets an ad’s and a static page’s labels; another brand’s labels or records are refused', async () => {
    const a = await create('brand5', 'Pour annonce A');
    const b = await create('brand5', 'Pour annonce B');
    const foreign = await create('brand9', 'Étrangère');
    const ad = await adOf(5);
    const set = await call('brand5', 'PUT', `/ads/${ad}/labels`, { labels: [b.id, a.id, a.id] });
    expect(set.statusCode).toBe(200);
    expect(
      set
        .json()
        .items.map((l: { id: number }) => l.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const ofAd = (await call('brand5', 'GET', `/labels?ad=${ad}&itemsPerPage=100`)).json();
    expect(ofAd.items.map((l: { id: number }) => l.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await call('brand5', 'PUT', `/ads/${ad}/labels`, { labels: [foreign.id] })).statusCode).toBe(400);
    expect((await call('brand5', 'PUT', `/ads/${ad}/labels`, { labels: [2_000_000] })).statusCode).toBe(400);
    expect((await call('brand9', 'PUT', `/ads/${ad}/labels`, { labels: [foreign.id] })).statusCode).toBe(404);
    expect((await call('brand5', 'PUT', `/ads/${ad}/labels`, { labels: 'x' })).statusCode).toBe(400);
    // A brandless administrator may not put a label of another brand on it either.
    expect((await call('admin', 'PUT', `/ads/${ad}/labels`, { labels: [foreign.id] })).statusCode).toBe(400);

    const page = await pageOf(5);
    const onPage = await call('brand5', 'PUT', `/static-pages/${page}/labels`, { labels: [a.id] });
    expect(onPage.statusCode).toBe(200);
    expect(onPage.json().items).toEqual([{ id: a.id, name: 'Pour annonce A', colour: 'blue' }]);
    expect((await call('brand9', 'PUT', `/static-pages/${page}/labels`, { labels: [] })).statusCode).toBe(404);
    const listed = (await call('brand5', 'GET', `/labels?search=Pour annonce A`)).json().items[0];
    expect(listed).toMatchObject({ ads: 1, pages: 1 });
    // Emptying the list takes them all off.
    expect((await call('brand5', 'PUT', `/ads/${ad}/labels`, { labels: [] })).json().items).toEqual([]);
    expect(await attached(b.id)).toEqual({ ads: 0, pages: 0 });
  });

  it('deletes a label: its ads and pages lose it; another brand’s is a 404', async () => {
    const label = await create('brand5', 'À supprimer');
    await call('brand5', 'PUT', `/ads/${await adOf(5)}/labels`, { labels: [label.id] });
    expect((await call('brand9', 'DELETE', `/labels/${label.id}`)).statusCode).toBe(404);
    expect((await call('brand5', 'DELETE', `/labels/${label.id}`, {})).statusCode).toBe(400);
    expect((await call('brand5', 'DELETE', `/labels/${label.id}`)).statusCode).toBe(204);
    expect(await attached(label.id)).toEqual({ ads: 0, pages: 0 });
    expect((await call('brand5', 'DELETE', `/labels/${label.id}`)).statusCode).toBe(404);
  });

  it('merges: the attachments move to the kept label, once each, and the others are deleted', async () => {
    const [ad1, ad2, ad3] = (await adsOf(5)) as [number, number, number];
    const keep = await create('brand5', 'Fusion gardée');
    const gone1 = await create('brand5', 'Fusion partie 1');
    const gone2 = await create('brand5', 'Fusion partie 2');
    await call('brand5', 'PUT', `/ads/${ad1}/labels`, { labels: [keep.id, gone1.id] });
    await call('brand5', 'PUT', `/ads/${ad2}/labels`, { labels: [gone1.id, gone2.id] });
    await call('brand5', 'PUT', `/ads/${ad3}/labels`, { labels: [gone2.id] });
    await call('brand5', 'PUT', `/static-pages/${await pageOf(5)}/labels`, { labels: [gone2.id] });
    const merged = await call('brand5', 'POST', '/labels/merge', { labels: [keep.id, gone1.id, gone2.id], keep: keep.id });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ id: keep.id, ads: 3, pages: 1 });
    expect(await attached(gone1.id)).toEqual({ ads: 0, pages: 0 });
    const left = await rows<{ id: number }>(sql`select id from labels where id in (${gone1.id}, ${gone2.id})`);
    expect(left).toEqual([]);
    const history = await one<{ n: number }>(
      sql`select count(*)::int as n from history_entries where entity = 'label' and entity_id in (${keep.id}, ${gone1.id}, ${gone2.id})`,
    );
    expect(history.n).toBe(6);
  });

  it('refuses a merge without two labels, with the kept one outside, across brands or scopes', async () => {
    const a = await create('brand5', 'Merge A');
    const b = await create('brand5', 'Merge B');
    const foreign = await create('brand9', 'Merge C');
    const only = await call('brand5', 'POST', '/labels/merge', { labels: [a.id], keep: a.id });
    expect(only.statusCode).toBe(400);
    expect(only.json().errors.labels).toEqual([R.mergeChoice]);
    expect((await call('brand5', 'POST', '/labels/merge', { labels: [a.id, a.id], keep: a.id })).statusCode).toBe(400);
    expect((await call('brand5', 'POST', '/labels/merge', { labels: [a.id, b.id], keep: foreign.id })).statusCode).toBe(400);
    expect((await call('brand5', 'POST', '/labels/merge', { labels: [a.id, foreign.id], keep: a.id })).statusCode).toBe(404);
    const across = await call('admin', 'POST', '/labels/merge', { labels: [a.id, foreign.id], keep: a.id });
    expect(across.statusCode).toBe(400);
    expect(across.json().errors.labels).toEqual([R.mergeBrands]);
    expect((await rows(sql`select id from labels where id in (${a.id}, ${b.id}, ${foreign.id})`)).length).toBe(3);
  });

  it('is atomic: a merge that fails half-way leaves every label and attachment as it was', async () => {
    const keep = await create('brand5', 'Atome gardé');
    const gone = await create('brand5', 'Atome bloqué');
    const ad = await adOf(5);
    await call('brand5', 'PUT', `/ads/${ad}/labels`, { labels: [gone.id] });
    // The deletion of the absorbed label fails, after its attachments were copied.
    await t.database.db.execute(sql`create or replace function labels_block_delete() returns trigger language plpgsql as $$
      begin if old.name = 'Atome bloqué' then raise exception 'bloqué'; end if; return old; end $$`);
    await t.database.db.execute(
      sql`create trigger labels_block_delete before delete on labels for each row execute function labels_block_delete()`,
    );
    try {
      const res = await call('brand5', 'POST', '/labels/merge', { labels: [keep.id, gone.id], keep: keep.id });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger labels_block_delete on labels`);
    }
    expect(await attached(keep.id)).toEqual({ ads: 0, pages: 0 });
    expect(await attached(gone.id)).toEqual({ ads: 1, pages: 0 });
    expect((await rows(sql`select id from labels where id = ${gone.id}`)).length).toBe(1);
  });
});
