import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from './harness.ts';

interface Operation {
  tags?: string[];
  summary?: string;
  parameters?: { in: string; name: string; schema: { type?: string } }[];
  requestBody?: {
    content: Record<string, { schema: { type?: string; properties?: Record<string, unknown>; additionalProperties?: unknown } }>;
  };
  responses: Record<string, { content?: Record<string, { schema: { type?: string; properties?: Record<string, unknown> } }> }>;
}
interface Document {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown> };
}

describe.each(ENGINES)('OpenAPI document on %s', (engine) => {
  let t: TestApp;
  let doc: Document;
  const operation = (method: string, url: string) => doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: false });
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('is an OpenAPI 3 document with bearer authentication, open without a token', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBeTruthy();
    expect(doc.components?.securitySchemes).toHaveProperty('bearer');
  });

  it('lists every registered route, each with a summary and its path parameters', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(5);
    for (const route of t.app.routeTable) {
      const op = operation(route.method, route.url);
      expect(op, `${route.method} ${route.url}`).toBeDefined();
      expect(op?.summary, `${route.method} ${route.url}`).toBeTruthy();
      const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(op?.parameters?.filter((p) => p.in === 'path').map((p) => p.name) ?? [], `${route.method} ${route.url}`).toEqual(names);
    }
  });

  it('describes each body and each 200 answer with its schema', () => {
    for (const route of t.app.routeTable) {
      const op = operation(route.method, route.url) as Operation;
      if (op.requestBody) {
        // A body is an object, or a choice between objects (a discriminated union such as PATCH /back/annonces).
        const body = op.requestBody.content['application/json']?.schema as {
          type?: string;
          oneOf?: { type?: string }[];
          anyOf?: { type?: string }[];
        };
        const shapes = body?.oneOf ?? body?.anyOf ?? [body];
        expect(
          shapes.map((shape) => shape?.type),
          `${route.method} ${route.url} body`,
        ).toEqual(shapes.map(() => 'object'));
      }
      if (op.responses['204']) continue;
      const ok = op.responses['200'] ?? op.responses['201'] ?? op.responses['202'];
      // A JSON answer, or a file only (an export) described under its own media types.
      const contents = Object.values(ok?.content ?? {}) as { schema?: unknown }[];
      expect(ok?.content?.['application/json']?.schema ?? contents[0]?.schema, `${route.method} ${route.url} success answer`).toBeDefined();
      expect(
        contents.every((content) => content.schema),
        `${route.method} ${route.url} success answer`,
      ).toBe(true);
    }
  });

  it('carries the domain schemas: wrapper names, strict bodies, answer fields', () => {
    for (const [method, url] of [
      ['POST', '/api/login_check'],
      ['PATCH', '/api/users/:id'],
      ['PATCH', '/api/companies/:id'],
    ]) {
      expect(operation(method as string, url as string)?.requestBody, `${method} ${url}`).toBeDefined();
    }
    const patchUser = operation('PATCH', '/api/users/:id') as Operation;
    const body = patchUser.requestBody?.content['application/json']?.schema;
    expect(body?.additionalProperties).toBe(false);
    expect(body?.properties?.hubgrade_user).toMatchObject({
      type: 'object',
      additionalProperties: false,
      properties: { enabled: { type: 'boolean' }, companyOwner: { type: 'boolean' }, firstName: { type: 'string' } },
    });
    expect(Object.keys((body?.properties?.hubgrade_user as { properties?: object } | undefined)?.properties ?? {}).sort()).toEqual(
      ['companyOwner', 'enabled', 'firstName', 'lastName', 'mobile'].sort(),
    );
    expect(patchUser.parameters?.[0]).toMatchObject({ in: 'path', name: 'id', schema: { type: 'integer' } });

    const member = operation('GET', '/api/users/:id')?.responses['200']?.content?.['application/json']?.schema;
    expect(Object.keys(member?.properties ?? {})).toEqual(expect.arrayContaining(['id', 'email', 'roles', 'brandId', 'parentCompanyName']));

    const history = operation('GET', '/api/history/slug/:slug') as Operation;
    expect(history.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['path:slug', 'query:page', 'query:itemsPerPage']),
    );
    expect(Object.keys(history.responses['200']?.content?.['application/json']?.schema.properties ?? {})).toEqual([
      'items',
      'total',
      'totalCapped',
      'next',
    ]);

    const company = operation('PATCH', '/api/companies/:id')?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(company?.properties ?? {}).sort()).toEqual([
      'address',
      'categoryId',
      'city',
      'name',
      'siret',
      'siteId',
      'slackChannelName',
      'zipcode',
    ]);
  });

  it('documents the refusals an operation declares, with the error format: deleting a signed contract is a 409', () => {
    for (const url of ['/api/bookings/:id', '/api/bookings-os/:id']) {
      const remove = operation('DELETE', url) as Operation & { responses: Record<string, { description?: string }> };
      expect(Object.keys(remove.responses).sort(), url).toEqual(['204', '409']);
      expect(remove.responses['409']?.description, url).toMatch(/signé/);
      expect(Object.keys(remove.responses['409']?.content?.['application/json']?.schema.properties ?? {}), url).toEqual([
        'status',
        'message',
        'errors',
      ]);
    }
  });

  it('serves the documentation page', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBeLessThan(400);
  });
});
