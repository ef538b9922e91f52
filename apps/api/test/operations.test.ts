import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Operation } from '@hubgrade/domain/common/operation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('registers no /api route outside an operation', () => {
    const loose = t.app.routeTable.filter((route) => !route.operation || !OPERATIONS.includes(route.operation));
    expect(loose.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('names each operation once, and each method and path once', () => {
    const names = OPERATIONS.map((op) => `${op.area}.${op.name}`);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    const routes = OPERATIONS.map((op) => `${op.method} ${op.path}`);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
  });
});
