import { describe, expect, it } from 'vitest';
import { stripOperationSchemas } from '../../build/contract-calls.ts';

/**
 * The shell, the HTTP layer, the shared ui and the query hooks are loaded by the first pages:
 * they type the API's answers with the domain's inferred types and import no zod schema at run
 * time (zod comes only with the screens that validate a form). A file
 * here may import types from a domain `schemas` module (`import type`), never values, and an
 * area's operations, whose schemas the build leaves out of the browser (build/contract-calls.ts).
 */
const web = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const domain = import.meta.glob<string>(['../../../../packages/domain/src/**/*.ts', '!../../../../packages/domain/src/**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const ZOD_FREE = [
  /^\.\.\/lib\//,
  /^\.\.\/app\//,
  /^\.\.\/ui\//,
  /^\.\.\/features\/[^/]+\/api\//,
  /^\.\.\/features\/(dashboard|notifications)\//,
];

/** Module specifiers of the value imports and re-exports of a source file (`import type` and `type X` names excluded). */
function valueImports(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/^(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*'([^']+)'/gm)) {
    const [, , typeOnly, clause = '', specifier = ''] = m;
    if (typeOnly) continue;
    const names = clause
      .replace(/^[{\s]+|[}\s]+$/g, '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (names.length > 0 && names.every((name) => name.startsWith('type '))) continue;
    found.push(specifier);
  }
  for (const m of source.matchAll(/^import\s+'([^']+)'/gm)) found.push(m[1] ?? '');
  return found;
}

/** Domain modules (`@hubgrade/domain/<path>`) that load zod when imported, directly or through another module. */
function zodModules(): Set<string> {
  const graph = new Map<string, string[]>();
  for (const [file, raw] of Object.entries(domain)) {
    const name = file.replace(/^.*packages\/domain\/src\//, '').replace(/\.ts$/, '');
    // What the browser gets of an operations file: the build drops its schema imports.
    const source = name.endsWith('/operations') ? stripOperationSchemas(raw, file) : raw;
    const dir = name.split('/').slice(0, -1);
    const targets = valueImports(source).map((specifier) => {
      if (!specifier.startsWith('.')) return specifier;
      const parts = [...dir];
      for (const part of specifier.replace(/\.ts$/, '').split('/')) {
        if (part === '..') parts.pop();
        else if (part !== '.') parts.push(part);
      }
      return parts.join('/');
    });
    graph.set(name, targets);
  }
  const loadsZod = new Map<string, boolean>();
  const visit = (name: string): boolean => {
    if (name === 'zod' || name.startsWith('zod/')) return true;
    const known = loadsZod.get(name);
    if (known !== undefined) return known;
    loadsZod.set(name, false);
    const result = (graph.get(name) ?? []).some(visit);
    loadsZod.set(name, result);
    return result;
  };
  return new Set([...graph.keys()].filter(visit));
}

describe('zod-free first pages', () => {
  it('finds the files to check and the domain modules that load zod', () => {
    const zod = zodModules();
    expect(zod.has('auth/schemas')).toBe(true);
    expect(zod.has('common/errors')).toBe(false);
    expect(zod.has('keys/schemas')).toBe(true);
    expect(zod.has('keys/operations')).toBe(false);
    expect(Object.keys(web).filter((file) => ZOD_FREE.some((re) => re.test(file))).length).toBeGreaterThan(50);
  });

  it('imports no domain schema and no zod at run time in lib, app, ui, the query hooks, dashboard and notifications', () => {
    const zod = zodModules();
    const offenders: string[] = [];
    for (const [file, source] of Object.entries(web)) {
      if (!ZOD_FREE.some((re) => re.test(file))) continue;
      for (const specifier of valueImports(source)) {
        const domainModule = specifier.startsWith('@hubgrade/domain/') ? specifier.slice('@hubgrade/domain/'.length) : null;
        if (specifier === 'zod' || specifier.startsWith('zod/') || (domainModule !== null && zod.has(domainModule))) {
          offenders.push(`${file.slice(3)} imports ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
