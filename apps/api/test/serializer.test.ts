import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type App, buildApp } from '../src/app.ts';
import { answerSerializerCompiler } from '../src/lib/serializer.ts';
import { errorsPlugin } from '../src/plugins/errors.ts';
import { DEMO_ACCOUNTS } from '../src/seed/accounts.ts';
import { createTestApp, type TestApp } from './harness.ts';

const ZAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  tags: z.array(z.string()),
  owner: z.object({ id: z.number() }).nullable(),
});

/** One route answering what `answer` gives, serialized as the app does with or without the check. */
async function oneRoute(checkAnswers: boolean, answer: unknown): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ checkAnswers }));
  await app.register(errorsPlugin);
  app.get('/answer', { schema: { response: { 200: ZAnswer } } }, async () => answer);
  await app.ready();
  return app;
}

const GOOD = { id: 7, name: 'Léa "Martin"\n', email: null, tags: ['a', 'b'], owner: { id: 3 } };

describe('answer serializer', () => {
  it('writes what zod writes, without the properties the schema leaves out', async () => {
    const app = await oneRoute(false, { ...GOOD, password: 'secret', owner: { id: 3, email: 'x@y.z' } });
    const res = await app.inject({ url: '/answer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(GOOD);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(ZAnswer.parse(GOOD))));
    await app.close();
  });

  it('answers 500 for a handler answering a wrong shape when answers are checked', async () => {
    const wrong = { ...GOOD, id: '7', email: 42 };
    const checked = await oneRoute(true, wrong);
    const res = await checked.inject({ url: '/answer' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ status: 500 });
    await checked.close();
  });

  it('answers 500 for a missing field even unchecked', async () => {
    const app = await oneRoute(false, { ...GOOD, name: undefined });
    expect((await app.inject({ url: '/answer' })).statusCode).toBe(500);
    await app.close();
  });
});

describe('answers of the app', () => {
  let t: TestApp;
  let fast: App;
  /** The last answer a handler gave, before serialization, with its route's zod schema. */
  let given: { data: unknown; schema: z.ZodType } | null = null;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    // The production serializer on the same data, each answer kept to compare it with zod's.
    fast = await buildApp({ config: t.config, database: t.database });
    fast.addHook('preSerialization', async (request, reply, payload) => {
      const schema = (request.routeOptions.schema?.response as Record<number, z.ZodType> | undefined)?.[reply.statusCode];
      given = schema ? { data: payload, schema } : null;
      return payload;
    });
    await fast.ready();
  });
  afterAll(async () => {
    await fast.close();
    await t.close();
  });

  it('checks every answer in the tests: a wrong shape is a 500', async () => {
    const app = await buildApp({ config: t.config, database: t.database, checkAnswers: true });
    app.get(
      '/answer-of-a-wrong-shape',
      { schema: { response: { 200: ZAnswer } } },
      async () => ({ ...GOOD, tags: 'a' }) as unknown as z.infer<typeof ZAnswer>,
    );
    await app.ready();
    const res = await app.inject({ url: '/answer-of-a-wrong-shape' });
    expect(res.statusCode).toBe(500);
    await app.close();
  });

  it('gives the JSON zod gives for every list of the demo data, read by the super admin', async () => {
    const token = await t.tokenFor(DEMO_ACCOUNTS.admin);
    const doc = (await fast.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, { schema: { properties?: object } }> }> } }>;
    };
    const lists = Object.entries(doc.paths)
      .filter(([path, item]) => !path.includes('{') && item.get?.responses['200']?.content?.['application/json']?.schema.properties)
      .map(([path]) => path)
      .filter((path) => 'items' in (doc.paths[path]?.get?.responses['200']?.content?.['application/json']?.schema.properties ?? {}));
    expect(lists.length).toBeGreaterThan(10);
    const compared: string[] = [];
    for (const path of lists) {
      given = null;
      const res = await fast.inject({ url: path, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) continue;
      expect(given, path).not.toBeNull();
      const { data, schema } = given as unknown as { data: unknown; schema: z.ZodType };
      const zodJson = JSON.stringify(schema.parse(data));
      expect(res.json(), path).toEqual(JSON.parse(zodJson));
      // Also what the checked app (the tests') answers.
      const checked = await t.app.inject({ url: path, headers: { authorization: `Bearer ${token}` } });
      expect(checked.statusCode, path).toBe(200);
      compared.push(path);
    }
    expect(compared.length, compared.join(' ')).toBeGreaterThan(10);
  });
});
