import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRAND_LABELS, MODULE_LABELS } from '@hubgrade/domain/brands/labels';
import { brandImagePath } from '@hubgrade/domain/brands/rules';
import type { BrandConfiguration } from '@hubgrade/domain/brands/schemas';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type ScratchPostgres, scratchPostgres, type TestApp } from '../../../test/harness.ts';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openPostgres, queryRows } from '../../db/client.ts';
import { brands } from '../../db/schema/index.ts';
import { brandStaffEmail, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/accounts.ts';
import { seedDemo } from '../../seed/demo.ts';
import { PNG, uploadForm } from '../uploads/sample-files.ts';

describe.each(ENGINES)('brand of a host on %s', (engine) => {
  let t: TestApp;
  const configurationOf = async (host: string): Promise<unknown> => {
    const res = await t.app.inject({ url: `/api/back/${host}/brand` });
    expect(res.statusCode).toBe(200);
    const configuration: unknown = res.json().configuration;
    expect(typeof configuration).toBe('string');
    return JSON.parse(configuration as string);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: false });
    // The column is typed with the valid shape; these rows are what an older or hand-edited row may hold.
    const stored = (value: unknown) => value as BrandConfiguration;
    await t.database.db.insert(brands).values([
      {
        name: 'Complète',
        urlBack: 'full.localhost',
        configuration: { modules: ['ads', 'keys'], flags: { slack: true }, themes: { colors: { primary: '#112233' }, favicon: '/f.ico' } },
      },
      { name: 'Partielle', urlBack: 'partial.localhost', configuration: stored({ modules: ['members'], extra: 1 }) },
      { name: 'Module inconnu', urlBack: 'unknown-module.localhost', configuration: stored({ modules: ['members', 'Téléportation !'] }) },
      {
        name: 'Couleur invalide',
        urlBack: 'bad-colour.localhost',
        configuration: stored({ modules: ['members'], themes: { colors: { primary: 'red' } } }),
      },
      { name: 'Pas un objet', urlBack: 'not-object.localhost', configuration: stored(['members']) },
    ]);
  });
  afterAll(() => t.close());

  it('sends the stored configuration as a JSON string, unchanged when it is complete', async () => {
    const res = await t.app.inject({ url: '/api/back/full.localhost:5173/brand' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Complète', urlBack: 'full.localhost' });
    expect(await configurationOf('full.localhost')).toEqual({
      modules: ['ads', 'keys'],
      flags: { slack: true },
      themes: { colors: { primary: '#112233' }, favicon: '/f.ico' },
    });
  });

  it('fills the defaults and drops unknown keys, so that the browser reads it without checking it', async () => {
    expect(await configurationOf('partial.localhost')).toEqual({ modules: ['members'], flags: {}, themes: {} });
  });

  it.each(['unknown-module.localhost', 'bad-colour.localhost', 'not-object.localhost'])(
    'reads an invalid configuration (%s) as empty',
    async (host) => {
      expect(await configurationOf(host)).toEqual({ modules: [], flags: {}, themes: {} });
    },
  );

  it('answers 204 without a body for a host without a brand (the main platform)', async () => {
    const res = await t.app.inject({ url: '/api/back/localhost/brand' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });
});

describe.each(ENGINES)('brands and modules on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (who: string, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${tokens[who]}` } });
  const body = (extra: Record<string, unknown> = {}) => ({
    name: 'Les Ateliers',
    urlBack: 'ateliers.localhost',
    urlClient: 'https://client.ateliers.fr',
    urlFront: '',
    modules: ['members', 'companies'],
    flags: { slack: true },
    vocabulary: 'prestataire',
    colors: { primary: '#123456', secondary: '#ABCDEF' },
    ...extra,
  });
  const count = async (table: string) =>
    Number((await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n);

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [who, email] of [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand9', DEMO_ACCOUNTS.brand],
      ['office5', DEMO_ACCOUNTS.office],
      ['member9', brandStaffEmail('member', 9)],
    ] as const) {
      tokens[who] = await t.tokenFor(email);
    }
  });
  afterAll(() => t.close());

  it('lists the five demo brands and reads a sheet with its vocabulary, colours and modules', async () => {
    const list = await as('admin', { url: '/api/brands?sortBy=id&sortDesc=false' });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((b: { id: number }) => b.id)).toEqual([5, 8, 9, 10, 12]);
    expect(list.json().items[2]).toMatchObject({ name: 'Nova Services', urlBack: 'brand9.localhost', primaryColor: '#1565C0' });
    const searched = await as('admin', { url: '/api/brands?search=lumi' });
    expect(searched.json().items.map((b: { id: number }) => b.id)).toEqual([12]);

    const sheet = await as('admin', { url: '/api/brands/9' });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json()).toMatchObject({
      id: 9,
      vocabulary: 'prestataire',
      colors: { primary: '#1565C0', accent: '#FFB300' },
      flags: { slack: false, welcomr: false, marketplace: false },
      images: { logo_mini: null, favicon: null },
    });
    expect((await as('admin', { url: '/api/brands/999' })).statusCode).toBe(404);
  });

  it('refuses brands and modules to everyone but the platform’s super administrators, a brand administrator included', async () => {
    const before = await t.app.inject({ url: '/api/back/brand9.localhost/brand' });
    for (const who of ['brand9', 'office5', 'member9']) {
      for (const options of [
        { url: '/api/brands' },
        { url: '/api/brands/9' },
        { url: '/api/modules' },
        { method: 'PUT' as const, url: '/api/brands/9', payload: body({ urlBack: 'brand9.localhost' }) },
        { method: 'POST' as const, url: '/api/brands', payload: body() },
        { method: 'POST' as const, url: '/api/modules', payload: { key: 'piscine', name: 'Piscine' } },
      ]) {
        const res = await as(who, options);
        expect(res.statusCode, `${who} ${options.url}`).toBe(403);
      }
    }
    expect((await t.app.inject({ url: '/api/brands' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/back/brand9.localhost/brand' })).body).toBe(before.body);
  });

  it('refuses a bad brand with the French message of each field, and writes nothing', async () => {
    const brands = await count('brands');
    const res = await as('admin', {
      method: 'POST',
      url: '/api/brands',
      payload: body({
        name: ' ',
        urlBack: 'https://ateliers.fr/back',
        urlClient: 'ateliers',
        colors: { primary: 'rouge', info: '#12345' },
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: [BRAND_LABELS.refusals.required],
      urlClient: [BRAND_LABELS.refusals.invalidUrl],
      'colors.primary': [BRAND_LABELS.refusals.invalidColor],
      'colors.info': [BRAND_LABELS.refusals.invalidColor],
    });
    const host = await as('admin', { method: 'POST', url: '/api/brands', payload: body({ urlBack: 'pas un hôte' }) });
    expect(host.json().errors).toEqual({ urlBack: [BRAND_LABELS.refusals.invalidHost] });
    const unknown = await as('admin', { method: 'POST', url: '/api/brands', payload: body({ modules: ['members', 'piscine'] }) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ modules: [BRAND_LABELS.refusals.unknownModule('piscine')] });
    const image = await as('admin', { method: 'POST', url: '/api/brands', payload: body({ images: { favicon: 2_000_000_000 } }) });
    expect(image.json().errors).toEqual({ 'images.favicon': [BRAND_LABELS.refusals.imageNotFound] });
    const taken = await as('admin', { method: 'POST', url: '/api/brands', payload: body({ urlBack: 'BRAND9.localhost:8080' }) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(BRAND_LABELS.refusals.hostTaken('Nova Services'));
    expect(await count('brands')).toBe(brands);
  });

  it('creates a brand with its theme images, served publicly on its host at once, and historised', async () => {
    const uploaded = await as('admin', { method: 'POST', url: '/api/upload/image', body: uploadForm(PNG, 'logo.png', 'image/png') });
    expect(uploaded.statusCode).toBe(201);
    const uploadId: number = uploaded.json().id;
    const created = await as('admin', {
      method: 'POST',
      url: '/api/brands',
      payload: body({ urlBack: 'Ateliers.localhost', images: { logo_back_out: uploadId } }),
    });
    expect(created.statusCode).toBe(201);
    const sheet = created.json();
    expect(sheet).toMatchObject({ name: 'Les Ateliers', urlBack: 'ateliers.localhost', urlFront: null, vocabulary: 'prestataire' });
    expect(sheet.images.logo_back_out).toMatchObject({ id: uploadId, mimeType: 'image/png' });

    const brand = await t.app.inject({ url: '/api/back/ateliers.localhost:5173/brand' });
    expect(brand.statusCode).toBe(200);
    expect(JSON.parse(brand.json().configuration)).toEqual({
      modules: ['members', 'companies'],
      flags: { slack: true },
      themes: { logo_back_out: brandImagePath(uploadId), colors: { primary: '#123456', secondary: '#ABCDEF' } },
      vocabulary: 'prestataire',
    });
    const image = await t.app.inject({ url: brandImagePath(uploadId) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const history = await as('admin', { url: `/api/history/slug/brand-${sheet.id}` });
    expect(history.json().items[0]).toMatchObject({
      user: { email: DEMO_ACCOUNTS.admin },
      oldData: null,
      newData: { name: 'Les Ateliers' },
    });
  });

  it('answers the host’s brand from its cache with an ETag, and a change is on that host at the next request', async () => {
    const first = await t.app.inject({ url: '/api/back/brand12.localhost/brand' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ url: '/api/back/brand12.localhost/brand', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const sheet = (await as('admin', { url: '/api/brands/12' })).json();
    const { id: _id, createdAt: _c, updatedAt: _u, images: _i, ...kept } = sheet;
    const saved = await as('admin', {
      method: 'PUT',
      url: '/api/brands/12',
      payload: { ...kept, colors: { ...sheet.colors, primary: '#AA0000' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().colors.primary).toBe('#AA0000');

    const after = await t.app.inject({ url: '/api/back/brand12.localhost/brand', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(JSON.parse(after.json().configuration).themes.colors.primary).toBe('#AA0000');
    const history = (await as('admin', { url: '/api/history/slug/brand-12' })).json();
    expect(history.items[0].newData.configuration.themes.colors.primary).toBe('#AA0000');
    expect(history.items[0].oldData.configuration.themes.colors.primary).toBe('#00695C');
  });

  it('moves a brand to another host: the old one is the main platform at once', async () => {
    const sheet = (await as('admin', { url: '/api/brands/12' })).json();
    expect((await t.app.inject({ url: '/api/back/brand12.localhost/brand' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/back/lumiere.localhost/brand' })).statusCode).toBe(204);
    const { id: _id, createdAt: _c, updatedAt: _u, images: _i, ...kept } = sheet;
    await as('admin', { method: 'PUT', url: '/api/brands/12', payload: { ...kept, urlBack: 'lumiere.localhost' } });
    expect((await t.app.inject({ url: '/api/back/brand12.localhost/brand' })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/back/lumiere.localhost/brand' })).json().id).toBe(12);
    await as('admin', { method: 'PUT', url: '/api/brands/12', payload: { ...kept, urlBack: 'brand12.localhost' } });
  });

  it('lists the module catalogue with the brands using each, and declares a module enabled on the brands chosen', async () => {
    const catalogue = (await as('admin', { url: '/api/modules?itemsPerPage=100' })).json();
    expect(catalogue.total).toBe(24);
    const searched = (await as('admin', { url: '/api/modules?search=reunion' })).json();
    expect(searched.items.map((m: { key: string }) => m.key)).toEqual(['sdr']);
    const ticketing = catalogue.items.find((m: { key: string }) => m.key === 'ticketing');
    expect(ticketing).toMatchObject({ name: 'Tickets', builtIn: true });
    expect(ticketing.brands.map((b: { id: number }) => b.id).sort((x: number, y: number) => x - y)).toEqual([5, 8, 12]);
    expect(catalogue.items.find((m: { key: string }) => m.key === 'conciergerie')).toMatchObject({ builtIn: false, brands: [{ id: 12 }] });

    const bad = await as('admin', { method: 'POST', url: '/api/modules', payload: { key: 'Piscine couverte', name: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ key: [MODULE_LABELS.refusals.invalidKey], name: [MODULE_LABELS.refusals.required] });
    const taken = await as('admin', { method: 'POST', url: '/api/modules', payload: { key: 'ticketing', name: 'Tickets' } });
    expect(taken.statusCode).toBe(409);
    const noBrand = await as('admin', { method: 'POST', url: '/api/modules', payload: { key: 'piscine', name: 'Piscine', brands: [777] } });
    expect(noBrand.json().errors).toEqual({ brands: [MODULE_LABELS.refusals.unknownBrand] });

    const created = await as('admin', {
      method: 'POST',
      url: '/api/modules',
      payload: { key: 'piscine', name: 'Piscine', description: 'Créneaux de la piscine', brands: [8] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      key: 'piscine',
      name: 'Piscine',
      description: 'Créneaux de la piscine',
      builtIn: false,
      brands: [{ id: 8, name: 'Atelier Partagé' }],
    });
    const brand8 = await t.app.inject({ url: '/api/back/brand8.localhost/brand' });
    expect(JSON.parse(brand8.json().configuration).modules).toContain('piscine');
  });

  it('turning a module off for a brand cuts its users’ API at once (403), and turning it on gives it back', async () => {
    const sheet = (await as('admin', { url: '/api/brands/9' })).json();
    const { id: _id, createdAt: _c, updatedAt: _u, images: _i, ...kept } = sheet;
    expect((await as('brand9', { url: '/api/companies' })).statusCode).toBe(200);
    const off = await as('admin', {
      method: 'PUT',
      url: '/api/brands/9',
      payload: { ...kept, modules: kept.modules.filter((m: string) => m !== 'companies') },
    });
    expect(off.statusCode).toBe(200);
    expect((await as('brand9', { url: '/api/companies' })).statusCode).toBe(403);
    await as('admin', { method: 'PUT', url: '/api/brands/9', payload: kept });
    expect((await as('brand9', { url: '/api/companies' })).statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the brand of a host on two API instances', () => {
  let scratch: ScratchPostgres;
  const instances: { app: App; database: Database }[] = [];
  const config = loadConfig({
    DATA_DIR: join(tmpdir(), 'hubgrade-test'),
    JWT_SECRET: 'test-secret-of-at-least-thirty-two-characters',
    WEB_DIST: join(tmpdir(), 'hubgrade-no-web'),
  });

  beforeAll(async () => {
    scratch = await scratchPostgres();
    for (const first of [true, false]) {
      const database = openPostgres(scratch.url);
      await database.migrate();
      if (first && !scratch.prepared) await seedDemo(database.db);
      const app = await buildApp({ config, database });
      await app.ready();
      instances.push({ app, database });
    }
  });
  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    await scratch.drop();
  });

  it('shows a colour changed through instance A on instance B, whose answer was cached', async () => {
    const [a, b] = [instances[0], instances[1]] as [{ app: App }, { app: App }];
    const primaryOn = async (app: App) =>
      JSON.parse((await app.inject({ url: '/api/back/brand12.localhost/brand' })).json().configuration).themes.colors.primary;
    expect(await primaryOn(b.app)).toBe('#00695C');
    const login = await a.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD },
    });
    const authorization = `Bearer ${login.json().token}`;
    const sheet = (await a.app.inject({ url: '/api/brands/12', headers: { authorization } })).json();
    const { id: _id, createdAt: _c, updatedAt: _u, images: _i, ...kept } = sheet;
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/brands/12',
      headers: { authorization },
      payload: { ...kept, colors: { ...sheet.colors, primary: '#4A148C' } },
    });
    expect(saved.statusCode).toBe(200);
    await expect.poll(() => primaryOn(b.app), { timeout: 5000 }).toBe('#4A148C');
  });
});
