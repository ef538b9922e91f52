import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

describe.each(ENGINES)('legal templates on %s', (engine) => {
  let t: TestApp;
  let superAdmin: string;
  let brandAdmin9: string;
  let officeAdmin: string;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const article = (family: 'mandate' | 'signature', brandId: number | null) =>
    rows<{ id: number }>(
      sql`select id from template_articles where family = ${family} and brand_id is not distinct from ${brandId} order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    superAdmin = await t.tokenFor(DEMO_ACCOUNTS.admin);
    brandAdmin9 = await t.tokenFor(DEMO_ACCOUNTS.brand);
    officeAdmin = await t.tokenFor(DEMO_ACCOUNTS.office);
  });
  afterAll(() => t.close());

  it('lists the seeded models of each family with their articles in order, within the brand', async () => {
    const res = await t.app.inject({ url: '/api/signatures/models', headers: auth(brandAdmin9) });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ brandId: 9, reference: expect.stringContaining('Contrat') });
    expect(list.items[0].articles.map((a: { page: string }) => a.page)).toEqual(['001', '001', '002', '002', '003', '003', '004']);
    const mandates = await t.app.inject({ url: '/api/mandates-models', headers: auth(superAdmin) });
    expect(mandates.json().total).toBe(5);
    const articles = await t.app.inject({ url: '/api/mandates/articles?brandId=platform', headers: auth(superAdmin) });
    expect(articles.json().items.every((a: { brandId: number | null }) => a.brandId === null)).toBe(true);
  });

  it('creates and edits articles of both families through the spec paths and wrappers', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/signatures/articles',
      headers: auth(brandAdmin9),
      payload: {
        hubgrade_signature_article: {
          reference: 'Article 8 - Assurance',
          content: 'Le {{mot.locataire}} est assuré.',
          page: '005',
          brandId: 9,
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ page: '005', brandId: 9, brandName: expect.any(String) });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/signatures/articles/${id}`,
      headers: auth(brandAdmin9),
      payload: { hubgrade_signature_article: { reference: 'Article 8 - Assurances', content: 'Texte', page: '006', brandId: 9 } },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ reference: 'Article 8 - Assurances', page: '006' });
    const history = await rows<{ n: number }>(
      sql`select count(*)::int as n from history_entries where entity = 'template-article' and entity_id = ${id}`,
    );
    expect(history[0]?.n).toBe(2);

    const mandate = await t.app.inject({
      method: 'POST',
      url: '/api/new/mandates/articles',
      headers: auth(superAdmin),
      payload: { hubgrade_mandate_article: { reference: 'Créancier', content: 'Identifiant créancier SEPA', page: '003', brandId: null } },
    });
    expect(mandate.statusCode).toBe(201);
    const wrongFamily = await t.app.inject({
      method: 'PATCH',
      url: `/api/signatures/articles/${mandate.json().id}`,
      headers: auth(superAdmin),
      payload: { hubgrade_signature_article: { reference: 'X', content: 'Y', page: '001', brandId: null } },
    });
    expect(wrongFamily.statusCode).toBe(404);
  });

  it('refuses an incomplete article: 3-digit page, reference and content required', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signatures/articles',
      headers: auth(brandAdmin9),
      payload: { hubgrade_signature_article: { reference: ' ', content: '', page: '12', brandId: 9 } },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'hubgrade_signature_article.content',
      'hubgrade_signature_article.page',
      'hubgrade_signature_article.reference',
    ]);
    expect(res.json().errors['hubgrade_signature_article.page']).toEqual(['La page doit comporter 3 chiffres']);
  });

  it('creates a model with selected articles in the given order, and replaces them on PATCH', async () => {
    const ids = (await article('signature', 9)).map((a) => a.id);
    const chosen = [ids[2], ids[0]] as number[];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/signatures/models',
      headers: auth(brandAdmin9),
      payload: { reference: 'Contrat court', articles: chosen },
    });
    expect(created.statusCode).toBe(201);
    const model = created.json();
    expect(model).toMatchObject({ reference: 'Contrat court', brandId: 9 });
    expect(model.articles.map((a: { id: number }) => a.id)).toEqual(chosen);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/signatures/models/${model.id}`,
      headers: auth(brandAdmin9),
      payload: { hubgrade_signature_model: { reference: 'Contrat court v2' }, articles: [ids[1]] },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ reference: 'Contrat court v2', articles: [{ id: ids[1] }] });

    const mandateModel = await t.app.inject({
      method: 'PATCH',
      url: `/api/mandates-models/${model.id}`,
      headers: auth(brandAdmin9),
      payload: { hubgrade_mandate_model: { reference: 'X' }, articles: [] },
    });
    expect(mandateModel.statusCode).toBe(404);
  });

  it('refuses a model with another brand’s article or another family’s', async () => {
    const [other] = await article('signature', 5);
    const [mandateArticle] = await article('mandate', 9);
    for (const id of [other?.id, mandateArticle?.id]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/signatures/models',
        headers: auth(brandAdmin9),
        payload: { reference: 'Mélange', articles: [id] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('articles');
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/signatures/models',
      headers: auth(brandAdmin9),
      payload: { reference: '', articles: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('keeps brand administrators to their brand: another brand is 404, or refused as a target', async () => {
    const [other] = await rows<{ id: number }>(sql`select id from template_models where brand_id = 5 and family = 'signature' limit 1`);
    expect((await t.app.inject({ url: `/api/signatures/models/${other?.id}`, headers: auth(brandAdmin9) })).statusCode).toBe(404);
    const before = await rows<{ r: string }>(sql`select t::text as r from template_models t where id = ${other?.id}`);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/signatures/models/${other?.id}`,
      headers: auth(brandAdmin9),
      payload: { hubgrade_signature_model: { reference: 'Détourné' }, articles: [] },
    });
    expect(patch.statusCode).toBe(404);
    expect(await rows<{ r: string }>(sql`select t::text as r from template_models t where id = ${other?.id}`)).toEqual(before);
    const target = await t.app.inject({
      method: 'POST',
      url: '/api/signatures/articles',
      headers: auth(brandAdmin9),
      payload: { hubgrade_signature_article: { reference: 'A', content: 'B', page: '001', brandId: 5 } },
    });
    expect(target.statusCode).toBe(400);
    expect(target.json().errors).toHaveProperty('brandId');
  });

  it('refuses office administrators and other roles on every template call', async () => {
    const commercial = await t.tokenFor(DEMO_ACCOUNTS.commercial);
    const office9 = await t.tokenFor(brandStaffEmail('office', 9));
    for (const token of [officeAdmin, office9, commercial]) {
      expect((await t.app.inject({ url: '/api/signatures/models', headers: auth(token) })).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/mandates/articles', headers: auth(token) })).statusCode).toBe(403);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/mandates-models',
        headers: auth(token),
        payload: { reference: 'Interdit', articles: [] },
      });
      expect(res.statusCode).toBe(403);
    }
    const [{ n } = { n: -1 }] = await rows<{ n: number }>(sql`select count(*)::int as n from template_models where reference = 'Interdit'`);
    expect(n).toBe(0);
  });
});
