import { BLOCK_MESSAGES as M, SEO_LABELS } from '@hubgrade/domain/seo/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { PNG, pdf, uploadForm } from '../uploads/sample-files.ts';

const R = SEO_LABELS.blocks.refusals;
type Who = 'admin' | 'brand5' | 'office5' | 'brand9' | 'commercial' | 'member';

describe.each(ENGINES)('SEO pages on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload }),
    });
  const pageOf = (brandId: number | null, slug: string) =>
    one<{ id: number }>(sql`select id from seo_pages where brand_id is not distinct from ${brandId} and slug = ${slug}`).then((r) => r.id);
  const blockOf = (pageId: number, kind: string) =>
    one<{ id: number }>(sql`select id from seo_blocks where page_id = ${pageId} and kind = ${kind}`).then((r) => r.id);
  const newPage = async (who: Who, slug: string) => {
    const res = await call(who, 'POST', '/seo-page-new', { title: `Page ${slug}`, slug });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const upload = (who: Who, data: Buffer, name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/uploads/seo-page-new',
      headers: { authorization: `Bearer ${tokens[who]}` },
      body: uploadForm(data, name),
    });

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [who, email] of [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand5', brandStaffEmail('admin', 5)],
      ['office5', DEMO_ACCOUNTS.office],
      ['brand9', DEMO_ACCOUNTS.brand],
      ['commercial', DEMO_ACCOUNTS.commercial],
      ['member', DEMO_ACCOUNTS.member],
    ] as const) {
      tokens[who] = await t.tokenFor(email);
    }
  });
  afterAll(() => t.close());

  it('lists the scope’s static pages with their addresses; a brand sees only its own', async () => {
    const all = (await call('admin', 'GET', '/seo-page-new?itemsPerPage=100')).json();
    const paths = all.items.map((p: { path: string }) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['/bureaux', '/bureaux/paris', '/a-propos', '/nos-espaces', '/accueil']));
    const brand5 = (await call('brand5', 'GET', '/seo-page-new')).json();
    expect(brand5.items.map((p: { brandId: number }) => p.brandId)).toEqual([5]);
    expect(paths).not.toContain('/paris-1-1');
    const drafts = (await call('admin', 'GET', '/seo-page-new?published=false&search=lyon')).json();
    expect(drafts.items.map((p: { slug: string }) => p.slug)).toEqual(['lyon']);
    expect((await call('commercial', 'GET', '/seo-page-new')).statusCode).toBe(403);
    expect((await call('member', 'GET', '/seo-page-new')).statusCode).toBe(403);
  });

  it('reads a page with its blocks in order; another brand’s page is a 404', async () => {
    const id = await pageOf(null, 'bureaux');
    const page = (await call('admin', 'GET', `/seo-page-new/${id}`)).json();
    expect(page.blocks.map((b: { kind: string }) => b.kind)).toEqual([
      'header',
      'richText',
      'search',
      'adList',
      'thumbnails',
      'carousel',
      'tabs',
      'callToAction',
      'callback',
      'contactForm',
      'script',
    ]);
    const nova = await pageOf(9, 'accueil');
    expect((await call('brand5', 'GET', `/seo-page-new/${nova}`)).statusCode).toBe(404);
    expect((await call('brand5', 'PUT', `/seo-page-new/${nova}`, { title: 'Volée', slug: 'volee' })).statusCode).toBe(404);
    const novaBlock = await blockOf(nova, 'richText');
    const stolen = await call('brand5', 'PATCH', `/seo-page-new/blocs/edit/${novaBlock}`, {
      kind: 'richText',
      content: { html: '<p>Volé</p>' },
    });
    expect(stolen.statusCode).toBe(404);
    expect((await call('brand5', 'DELETE', `/seo-page-new/blocs/${novaBlock}`)).statusCode).toBe(404);
  });

  it('creates a page, refuses a slug taken on its level, and keeps the history', async () => {
    const id = await newPage('brand5', 'tarifs');
    const again = await call('brand5', 'POST', '/seo-page-new', { title: 'Tarifs 2', slug: 'tarifs' });
    expect(again.statusCode).toBe(409);
    // Another site may use the same slug.
    await newPage('brand9', 'tarifs');
    const bad = await call('brand5', 'POST', '/seo-page-new', { title: '', slug: 'Mes Tarifs', canonical: 'ftp://x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['canonical', 'slug', 'title']);
    const updated = await call('brand5', 'PUT', `/seo-page-new/${id}`, {
      title: 'Nos tarifs',
      slug: 'nos-tarifs',
      metaTitle: 'Tarifs des bureaux',
      canonical: 'https://cocoon.example/nos-tarifs',
      published: true,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ path: '/nos-tarifs', published: true, brandId: 5 });
    const history = await rows<{ n: number }>(
      sql`select count(*)::int as n from history_entries where entity = 'seo-page' and entity_id = ${id}`,
    );
    expect(history[0]?.n).toBe(2);
  });

  it('adds, saves, moves and removes blocks; the save answers 201 with the content', async () => {
    const id = await newPage('office5', 'blocs');
    const header = await call('office5', 'POST', `/seo-page-new/${id}/blocs`, { kind: 'header' });
    expect(header.statusCode, header.body).toBe(201);
    expect(header.json()).toMatchObject({ kind: 'header', position: 1, content: null });
    const text = (await call('office5', 'POST', `/seo-page-new/${id}/blocs`, { kind: 'richText', position: 1 })).json();
    expect(text.position).toBe(1);

    const invalid = await call('office5', 'PATCH', `/seo-page-new/blocs/edit/${header.json().id}`, {
      kind: 'header',
      content: { title: ' ', height: 0 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({ 'content.title': [M.title], 'content.height': [R.number] });
    // The ad list's rule of §5 on the server: coordinates need latitude, longitude and radius.
    const ads = (await call('office5', 'POST', `/seo-page-new/${id}/blocs`, { kind: 'adList' })).json();
    const noPlace = await call('office5', 'PATCH', `/seo-page-new/blocs/edit/${ads.id}`, {
      kind: 'adList',
      content: { mode: 'coordinates' },
    });
    expect(noPlace.json().errors).toEqual({ 'content.lat': [M.latitude], 'content.lng': [M.longitude], 'content.radius': [M.radius] });
    expect((await call('office5', 'DELETE', `/seo-page-new/blocs/${ads.id}`)).statusCode).toBe(204);

    const saved = await call('office5', 'PATCH', `/seo-page-new/blocs/edit/${header.json().id}`, {
      kind: 'header',
      content: { title: 'Bienvenue', btnTxt: 'Visiter', btnLink: '/visite' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().content).toMatchObject({ title: 'Bienvenue', height: 500, uploadId: null, btnLink: '/visite' });

    const wrongKind = await call('office5', 'PATCH', `/seo-page-new/blocs/edit/${header.json().id}`, {
      kind: 'contactForm',
      content: { title: 'Contact' },
    });
    expect(wrongKind.statusCode).toBe(409);
    expect(wrongKind.json().message).toBe(R.kindMismatch);

    const moved = await call('office5', 'POST', `/seo-page-new/blocs/${text.id}/position`, { position: 2 });
    expect(moved.json().blocks.map((b: { kind: string }) => b.kind)).toEqual(['header', 'richText']);
    expect((await call('office5', 'DELETE', `/seo-page-new/blocs/${header.json().id}`)).statusCode).toBe(204);
    const after = (await call('office5', 'GET', `/seo-page-new/${id}`)).json();
    expect(after.blocks.map((b: { kind: string; position: number }) => [b.kind, b.position])).toEqual([['richText', 1]]);
  });

  it('sanitises the rich text block', async () => {
    const id = await newPage('brand5', 'texte-riche');
    const block = (await call('brand5', 'POST', `/seo-page-new/${id}/blocs`, { kind: 'richText' })).json();
    const res = await call('brand5', 'PATCH', `/seo-page-new/blocs/edit/${block.id}`, {
      kind: 'richText',
      content: { html: '<h2 onclick="x()">Titre</h2><script>alert(1)</script><p>Texte <a href="javascript:alert(2)">lien</a></p>' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { content } = await one<{ content: string }>(sql`select content from seo_blocks where id = ${block.id}`);
    expect(content).toContain('<h2>Titre</h2>');
    expect(content).not.toMatch(/script|onclick|javascript:/);
    const empty = await call('brand5', 'PATCH', `/seo-page-new/blocs/edit/${block.id}`, {
      kind: 'richText',
      content: { html: '<script>x</script>' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('keeps raw script blocks to super admins: others are refused 403 to add, save or remove one', async () => {
    const id = await newPage('brand5', 'script');
    const refused = await call('brand5', 'POST', `/seo-page-new/${id}/blocs`, { kind: 'script' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(R.scriptSuperAdmin);
    const added = await call('admin', 'POST', `/seo-page-new/${id}/blocs`, { kind: 'script' });
    expect(added.statusCode).toBe(201);
    const script = '<script>window.dataLayer = [];</script>';
    expect(
      (await call('brand5', 'PATCH', `/seo-page-new/blocs/edit/${added.json().id}`, { kind: 'script', content: { script } })).statusCode,
    ).toBe(403);
    const saved = await call('admin', 'PATCH', `/seo-page-new/blocs/edit/${added.json().id}`, { kind: 'script', content: { script } });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().content).toBe(script);
    expect((await call('brand5', 'DELETE', `/seo-page-new/blocs/${added.json().id}`)).statusCode).toBe(403);
    expect((await call('brand5', 'DELETE', `/seo-page-new/${id}`)).statusCode).toBe(403);
  });

  it('uploads an image and writes its WebP rendition; blocks take only images of their site', async () => {
    const res = await upload('brand5', PNG, 'bandeau.png');
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json();
    expect(image).toEqual({
      id: expect.any(Number),
      pathRelative: `/api/public/seo-images/${image.id}/original`,
      webpPath: `/api/public/seo-images/${image.id}/webp`,
    });
    const webp = await t.app.inject({ method: 'GET', url: image.webpPath });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect((await t.app.inject({ method: 'GET', url: image.pathRelative })).headers['content-type']).toBe('image/png');
    expect((await upload('brand5', pdf(), 'doc.pdf')).statusCode).toBe(400);
    expect((await upload('member', PNG, 'x.png')).statusCode).toBe(403);

    const id = await newPage('brand5', 'images');
    const block = (await call('brand5', 'POST', `/seo-page-new/${id}/blocs`, { kind: 'header' })).json();
    const saved = await call('brand5', 'PATCH', `/seo-page-new/blocs/edit/${block.id}`, {
      kind: 'header',
      content: { title: 'Bandeau', uploadId: image.id, alt: 'Façade', pathRelative: 'https://evil.example/x.png' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().content).toMatchObject({ uploadId: image.id, pathRelative: image.pathRelative, webpPath: image.webpPath });
    const other = (await upload('brand9', PNG, 'nova.png')).json();
    const foreign = await call('brand5', 'PATCH', `/seo-page-new/blocs/edit/${block.id}`, {
      kind: 'header',
      content: { title: 'Bandeau', uploadId: other.id, alt: 'Façade' },
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('serves published pages to the public site by address, with an ETag and 304 when unchanged', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/pages?path=/bureaux/paris' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Bureaux à Paris', path: '/bureaux/paris' });
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await t.app.inject({ method: 'GET', url: '/api/public/pages?path=bureaux/paris', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A draft, an unknown address and another brand's page are not found.
    expect((await t.app.inject({ method: 'GET', url: '/api/public/pages?path=/bureaux/lyon' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/pages?path=/nulle-part' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/pages?path=/nos-espaces' })).statusCode).toBe(404);
    const branded = await t.app.inject({
      method: 'GET',
      url: '/api/public/pages?path=/nos-espaces',
      headers: { host: 'brand5.localhost' },
    });
    expect(branded.statusCode).toBe(200);
    // A saved change gives a new tag.
    const id = await pageOf(null, 'a-propos');
    const before = (await t.app.inject({ method: 'GET', url: '/api/public/pages?path=/a-propos' })).headers.etag;
    const block = await blockOf(id, 'richText');
    await call('admin', 'PATCH', `/seo-page-new/blocs/edit/${block}`, { kind: 'richText', content: { html: '<p>Nouveau texte</p>' } });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/public/pages?path=/a-propos',
      headers: { 'if-none-match': String(before) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().blocks.at(-1)).toEqual({ kind: 'richText', content: '<p>Nouveau texte</p>' });
  });

  it('moves a page in the site tree: its address follows, a loop or a taken slug is refused 409', async () => {
    const paris = await pageOf(null, 'paris');
    const about = await pageOf(null, 'a-propos');
    const moved = await call('admin', 'POST', `/seo-page-new/${paris}/parent`, { parentId: about });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().find((n: { id: number }) => n.id === paris).path).toBe('/a-propos/paris');
    expect((await t.app.inject({ method: 'GET', url: '/api/public/pages?path=/a-propos/paris' })).statusCode).toBe(200);
    const bureaux = await pageOf(null, 'bureaux');
    const lyon = await pageOf(null, 'lyon');
    const loop = await call('admin', 'POST', `/seo-page-new/${bureaux}/parent`, { parentId: lyon });
    expect(loop.statusCode).toBe(409);
    expect((await call('admin', 'POST', `/seo-page-new/${bureaux}/parent`, { parentId: bureaux })).statusCode).toBe(409);
    await newPage('admin', 'lyon');
    expect((await call('admin', 'POST', `/seo-page-new/${lyon}/parent`, { parentId: null })).statusCode).toBe(409);
    // Another brand's page is neither a parent nor a page to move.
    expect((await call('brand5', 'POST', `/seo-page-new/${await pageOf(5, 'nos-espaces')}/parent`, { parentId: about })).statusCode).toBe(
      404,
    );
    expect((await call('brand5', 'POST', `/seo-page-new/${paris}/parent`, { parentId: null })).statusCode).toBe(404);
    const tree = (await call('brand5', 'GET', '/seo-site-tree')).json();
    expect(new Set(tree.map((n: { brandId: number }) => n.brandId))).toEqual(new Set([5]));
  });

  it('creates canonical pages for a city and types, one per combination, with their breadcrumb', async () => {
    const res = await call('brand5', 'POST', '/seo-canonical-pages', { city: 'Lille', shortName: 'lille', spaceType: 1, renterType: 1 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'canonical',
      title: 'Bureau privé à Lille pour entreprise',
      path: '/lille-1-1',
      landing: { city: 'Lille', shortName: 'lille', spaceType: 1, renterType: 1, breadcrumb: '/louer-un-bureau/lille' },
    });
    expect(
      (await call('brand5', 'POST', '/seo-canonical-pages', { city: 'Lille', shortName: 'lille', spaceType: 1, renterType: 1 })).statusCode,
    ).toBe(409);
    const bad = await call('brand5', 'POST', '/seo-canonical-pages', { city: '', shortName: 'Lille', spaceType: 7 });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['city', 'renterType', 'shortName', 'spaceType']);
    const canonical = (await call('brand5', 'GET', '/seo-canonical-pages')).json();
    expect(canonical.items.map((p: { slug: string }) => p.slug).sort()).toEqual(['bordeaux-1-4', 'lille-1-1']);
    const statics = (await call('brand5', 'GET', '/seo-page-new?itemsPerPage=100')).json();
    expect(statics.items.every((p: { kind: string }) => p.kind === 'static')).toBe(true);
    expect((await call('brand9', 'GET', `/seo-page-new/${res.json().id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a page with children, deletes a leaf with its blocks', async () => {
    const parent = await pageOf(null, 'bureaux');
    expect((await call('admin', 'DELETE', `/seo-page-new/${parent}`)).statusCode).toBe(409);
    const leaf = await one<{ id: number }>(sql`select id from seo_pages where slug = 'lyon' and parent_id is not null`).then((r) => r.id);
    expect((await call('admin', 'DELETE', `/seo-page-new/${leaf}`)).statusCode).toBe(204);
    const left = await rows(sql`select id from seo_blocks where page_id = ${leaf}`);
    expect(left).toEqual([]);
  });
});
