import type { BrandConfiguration } from '@hubgrade/domain/brands/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { brands } from '../../db/schema/index.ts';

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
      { name: 'Module inconnu', urlBack: 'unknown-module.localhost', configuration: stored({ modules: ['members', 'teleportation'] }) },
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
