import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Operation } from '@hubgrade/domain/common/operation';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenKeys } from '../src/lib/tokens.ts';
import { authPlugin } from '../src/plugins/auth.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** Every operation of every area of the contract: packages/domain/src/<area>/operations.ts. */
const DOMAIN = join(import.meta.dirname, '../../../packages/domain/src');
const OPERATIONS: Operation[] = [];
for (const area of readdirSync(DOMAIN, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
  if (!readdirSync(join(DOMAIN, area.name)).includes('operations.ts')) continue;
  const exports = (await import(pathToFileURL(join(DOMAIN, area.name, 'operations.ts')).href)) as Record<string, Record<string, Operation>>;
  for (const group of Object.values(exports)) OPERATIONS.push(...Object.values(group));
}

describe('one contract per operation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: false });
  });
  afterAll(() => t.close());

  it('finds the operations of the contract', () => {
    expect(OPERATIONS.length).toBeGreaterThan(100);
  });

  it('gives each operation a route, registered from the operation itself', () => {
    const missing = OPERATIONS.filter((op) => !t.app.routeTable.some((route) => route.operation === op));
    expect(missing.map((op) => `${op.area}.${op.name}: ${op.method} ${op.path}`)).toEqual([]);
  });

  it('registers no /api route outside an operation of the contract', () => {
    const loose = t.app.routeTable.filter((route) => !OPERATIONS.includes(route.operation));
    expect(loose.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('refuses to start with an /api route registered without an operation', async () => {
    const app = Fastify();
    await app.register(authPlugin, { db: t.database.db, keys: tokenKeys('x'.repeat(32)) });
    const start = async () => {
      app.get('/api/loose', async () => ({}));
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/sans opération/);
    await app.close();
  });

  it('names each operation once, and each method and path once', () => {
    const names = OPERATIONS.map((op) => `${op.area}.${op.name}`);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    const routes = OPERATIONS.map((op) => `${op.method} ${op.path}`);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
  });
});
