import { type SQL, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { richTextPaths } from '../src/lib/sanitize-html.ts';
import { DEMO_ACCOUNTS } from '../src/seed/accounts.ts';
import { createTestApp, ENGINES, type TestApp } from './harness.ts';

/**
 * Every field of the contract declared rich text (zRichText) is sanitised by the API on the way
 * in, on every route that writes it: script, event handlers and javascript: links never reach
 * the database nor an answer, while what the editor produces is kept.
 */

const XSS =
  '<p>Bonjour <img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">piège</a> ' +
  '<strong>gras</strong> <a href="https://exemple.fr">lien</a></p><svg onload=alert(4)></svg><iframe src="https://evil.example"></iframe>';
const CLEAN =
  '<p>Bonjour piège <strong>gras</strong> <a href="https://exemple.fr" target="_blank" rel="noopener noreferrer nofollow">lien</a></p>';
const DANGER = /<script|<img|<svg|<iframe|onerror|onload|javascript:/i;

interface Case {
  /** The request carrying `text` in the rich field. */
  request(text: string): Promise<InjectOptions>;
  /** The stored value of that field for the answer's record. */
  stored(answer: { id?: number; adId?: number }, request: InjectOptions): SQL;
}

describe.each(ENGINES)('rich text on %s', (engine) => {
  let t: TestApp;
  let token: string;
  const one = async <T>(query: SQL): Promise<T> => (await queryRows<T & object>(t.database.db, query))[0] as T;
  const idIn = (request: InjectOptions) => Number(/\/(\d+)(?:\/content)?$/.exec(String(request.url))?.[1]);

  /** A message of the tenant waiting in a discussion, to reply to or correct. */
  const freshMessage = async () =>
    one<{ id: number; discussion: number; landlord: number }>(
      sql`insert into messages (discussion_id, brand_id, sender_id, state, content)
          select id, brand_id, tenant_id, 3, '{"Bonjour"}' from discussions where brand_id is null and not archived order by id limit 1
          returning id, discussion_id as discussion, (select landlord_id from discussions d where d.id = discussion_id) as landlord`,
    );
  const article = (wrapper: string, content: string) => ({
    [wrapper]: { reference: 'Article riche', content, page: '004', brandId: null },
  });
  const articleId = (kind: 'mandate' | 'signature') =>
    one<{ id: number }>(sql`select id from template_articles where family = ${kind} and brand_id is null order by id limit 1`);
  const articleStored = (_answer: { id?: number }, request: InjectOptions, answerId?: number) =>
    sql`select content as v from template_articles where id = ${answerId ?? idIn(request)}`;

  /** A news-feed message of the main platform, sent to its first site. */
  const feedMessage = async (description: string) => ({
    title: 'Actualité riche',
    description,
    espaces: [(await one<{ id: number }>(sql`select id from sites where brand_id is null order by id limit 1`)).id],
    messageState: 1,
  });
  const feedStored = (answer: { id?: number }) => sql`select description as v from feed_messages where id = ${answer.id}`;

  /** A ticket reported on the main platform's first site. */
  const ticket = async (description: string) => ({
    espace: (await one<{ id: number }>(sql`select id from sites where brand_id is null order by id limit 1`)).id,
    category: 'maintenance',
    title: 'Ticket riche',
    description,
  });
  const ticketStored = (answer: { id?: number }) => sql`select description as v from tickets where id = ${answer.id}`;

  /** A credit pack of the main platform's shop, sold at its first site. */
  const product = async (description: string) => ({
    name: `Pack riche ${Math.random().toString(36).slice(2, 8)}`,
    kind: 'credit_pack',
    category: (await one<{ id: number }>(sql`select id from product_categories where brand_id is null order by position limit 1`)).id,
    description,
    unitPriceCents: 5000,
    vatRate: 2000,
    unit: 'one_off',
    sites: [(await one<{ id: number }>(sql`select id from sites where brand_id is null order by id limit 1`)).id],
    creditsCents: 5000,
    validityMonths: 3,
  });
  const productStored = (answer: { id?: number }) => sql`select description as v from products where id = ${answer.id}`;

  const CASES: Record<string, Case> = {
    'POST /api/annonces hubgrade_ad.description': {
      async request(text) {
        const landlord = await one<{ id: number }>(sql`select id from users where email = ${DEMO_ACCOUNTS.landlord}`);
        return {
          method: 'POST',
          url: '/api/annonces',
          payload: {
            adGroupId: 0,
            hubgrade_ad: {
              user: landlord.id,
              category: 1,
              adState: 3,
              title: 'Bureau riche',
              description: text,
              areaSquare: 40,
              capacity: 5,
              address: { addressLine1: '3 rue de la République', city: 'Lyon', zipcode: '69002', country: 'FR' },
              contract: { contractTypes: [1], rentMonthly: 120000 },
            },
          },
        };
      },
      stored: (answer) => sql`select description as v from ads where id = ${answer.adId}`,
    },
    'PATCH /api/annonces/:id hubgrade_ad.description': {
      async request(text) {
        const ad = await one<{ id: number }>(sql`select id from ads where brand_id is null and deleted_at is null order by id limit 1`);
        return { method: 'PATCH', url: `/api/annonces/${ad.id}`, payload: { hubgrade_ad: { description: text } } };
      },
      stored: (_answer, request) => sql`select description as v from ads where id = ${idIn(request)}`,
    },
    'POST /api/new/mandates/articles hubgrade_mandate_article.content': {
      request: async (text) => ({ method: 'POST', url: '/api/new/mandates/articles', payload: article('hubgrade_mandate_article', text) }),
      stored: (answer, request) => articleStored(answer, request, answer.id),
    },
    'PATCH /api/mandates/articles/:id hubgrade_mandate_article.content': {
      request: async (text) => ({
        method: 'PATCH',
        url: `/api/mandates/articles/${(await articleId('mandate')).id}`,
        payload: article('hubgrade_mandate_article', text),
      }),
      stored: (answer, request) => articleStored(answer, request),
    },
    'POST /api/signatures/articles hubgrade_signature_article.content': {
      request: async (text) => ({ method: 'POST', url: '/api/signatures/articles', payload: article('hubgrade_signature_article', text) }),
      stored: (answer, request) => articleStored(answer, request, answer.id),
    },
    'PATCH /api/signatures/articles/:id hubgrade_signature_article.content': {
      request: async (text) => ({
        method: 'PATCH',
        url: `/api/signatures/articles/${(await articleId('signature')).id}`,
        payload: article('hubgrade_signature_article', text),
      }),
      stored: (answer, request) => articleStored(answer, request),
    },
    'POST /api/brand/:brandId/feed/messages description': {
      request: async (text) => ({ method: 'POST', url: '/api/brand/true/feed/messages', payload: await feedMessage(text) }),
      stored: feedStored,
    },
    'PUT /api/brand/:brandId/feed/messages/:id description': {
      async request(text) {
        const message = await one<{ id: number }>(
          sql`select id from feed_messages where brand_id is null and state = 1 order by id limit 1`,
        );
        return { method: 'PUT', url: `/api/brand/true/feed/messages/${message.id}`, payload: await feedMessage(text) };
      },
      stored: feedStored,
    },
    'POST /api/tickets description': {
      request: async (text) => ({ method: 'POST', url: '/api/tickets', payload: await ticket(text) }),
      stored: ticketStored,
    },
    'PATCH /api/tickets/:id description': {
      async request(text) {
        const { id } = await one<{ id: number }>(sql`select id from tickets where brand_id is null order by id limit 1`);
        return { method: 'PATCH', url: `/api/tickets/${id}`, payload: { description: text } };
      },
      stored: ticketStored,
    },
    'POST /api/emailing/campaigns body': {
      request: async (text) => ({ method: 'POST', url: '/api/emailing/campaigns', payload: { subject: 'Campagne riche', body: text } }),
      stored: (answer) => sql`select body as v from email_campaigns where id = ${answer.id}`,
    },
    'PUT /api/emailing/campaigns/:id body': {
      async request(text) {
        const { id } = await one<{ id: number }>(
          sql`insert into email_campaigns (subject, body, segment) values ('Campagne riche', '<p>x</p>', '{"sites":[],"companies":[],"accountTypes":[]}'::jsonb) returning id`,
        );
        return { method: 'PUT', url: `/api/emailing/campaigns/${id}`, payload: { subject: 'Campagne riche', body: text } };
      },
      stored: (_answer, request) => sql`select body as v from email_campaigns where id = ${idIn(request)}`,
    },
    'POST /api/services description': {
      request: async (text) => ({ method: 'POST', url: '/api/services', payload: await product(text) }),
      stored: productStored,
    },
    'PUT /api/services/:id description': {
      async request(text) {
        const { id } = await one<{ id: number }>(
          sql`select id from products where brand_id is null and kind = 'credit_pack' order by id limit 1`,
        );
        return { method: 'PUT', url: `/api/services/${id}`, payload: { ...(await product(text)), name: 'Pack Découverte' } };
      },
      stored: productStored,
    },
    'PUT /api/legal/:kind/:brandId content': {
      request: async (text) => ({ method: 'PUT', url: '/api/legal/cgu/0', payload: { content: text } }),
      stored: () => sql`select content as v from legal_pages where brand_key = 0 and kind = 'cgu'`,
    },
    'PATCH /api/seo-page-new/blocs/edit/:id content.html': {
      async request(text) {
        const { id } = await one<{ id: number }>(
          sql`select b.id from seo_blocks b join seo_pages p on p.id = b.page_id where p.brand_id is null and b.kind = 'richText' order by b.id limit 1`,
        );
        return { method: 'PATCH', url: `/api/seo-page-new/blocs/edit/${id}`, payload: { kind: 'richText', content: { html: text } } };
      },
      stored: (_answer, request) => sql`select content #>> '{}' as v from seo_blocks where id = ${idIn(request)}`,
    },
  };

  const send = async (key: string, text: string) => {
    const testCase = CASES[key] as Case;
    const request = await testCase.request(text);
    const res = await t.app.inject({ ...request, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, `${key}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
    const answer = res.body ? res.json() : {};
    const { v } = await one<{ v: string }>(testCase.stored(answer, request));
    return { body: res.body, stored: v };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await t.tokenFor(DEMO_ACCOUNTS.admin);
  });
  afterAll(() => t.close());

  it('has a case for every field declared rich text, on every route that writes one', () => {
    const declared = t.app.routeTable.flatMap((route) =>
      route.operation?.body ? richTextPaths(route.operation.body).map((path) => `${route.method} ${route.url} ${path.join('.')}`) : [],
    );
    expect(declared.sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.keys(CASES))('%s: stores and answers the sanitised HTML', async (key) => {
    const { body, stored } = await send(key, XSS);
    expect(stored).toBe(CLEAN);
    expect(body).not.toMatch(DANGER);
    // A 204 answers nothing; the others give the record back.
    if (body) expect(body).toContain('https://exemple.fr');
  });

  it.each(Object.keys(CASES))('%s: keeps a text without markup as typed', async (key) => {
    const text = 'Dupont & fils : loyer > 500 €, « charges » comprises';
    expect((await send(key, text)).stored).toBe(text);
  });

  it('keeps a message’s lines as plain text: they are lines of a conversation, shown as typed', async () => {
    const m = await freshMessage();
    const line = 'Prix < 500 € ? <b>oui</b> & <i>vite</i>';
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/messages/${m.id}/content`,
      headers: { authorization: `Bearer ${token}` },
      payload: { content: [line] },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect((await one<{ v: string }>(sql`select content[1] as v from messages where id = ${m.id}`)).v).toBe(line);
  });

  it('leaves plain-text fields plain', async () => {
    const ad = await one<{ id: number }>(sql`select id from ads where brand_id is null and deleted_at is null order by id limit 1`);
    const title = 'Bureau <b>calme</b> & lumineux';
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/annonces/${ad.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { hubgrade_ad: { title } },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await one<{ title: string }>(sql`select title from ads where id = ${ad.id}`)).title).toBe(title);
  });
});
