import { describe, expect, it } from 'vitest';
import { type ModuleLinks, planKitChunks } from './kit-chunks.ts';

/** A module graph: each module's static imports, and its dynamic ones after a `~`. */
function graph(modules: Record<string, string>) {
  const links = new Map<string, ModuleLinks>(
    Object.entries(modules).map(([id, spec]) => {
      const [imported = '', dynamic = ''] = spec.split('~');
      const list = (text: string) => text.split(' ').filter(Boolean);
      return [id, { importedIds: list(imported), dynamicallyImportedIds: list(dynamic) }];
    }),
  );
  return (id: string) => links.get(id) ?? null;
}

// main loads the sign-in page, the dashboard and a list screen on demand. The dashboard loads its
// chart on demand; the list screen and the sign-in page share a label file outside any block.
const APP = graph({
  main: 'react ~ signIn dashboard list',
  react: '',
  signIn: 'field labels signInForm',
  signInForm: 'field',
  dashboard: 'frame dashLabels ~ chart',
  chart: 'dashLabels chartLib',
  chartLib: '',
  dashLabels: '',
  list: 'frame table field labels',
  frame: 'button',
  table: 'button checkbox',
  field: 'input',
  button: '',
  checkbox: '',
  input: '',
  labels: '',
});

const PARTS = {
  blocks: { frame: ['frame'], table: ['table'], field: ['field'] },
  pages: { 'sign-in': ['signIn'], dashboard: ['dashboard'] },
};

describe('planKitChunks', () => {
  const plan = planKitChunks(APP, 'main', PARTS);

  it('names a module after every part reaching it', () => {
    expect(plan.get('button')).toEqual(['frame', 'table', 'dashboard']);
    expect(plan.get('checkbox')).toEqual(['table']);
    expect(plan.get('input')).toEqual(['field', 'sign-in']);
    expect(plan.get('signInForm')).toEqual(['sign-in']);
  });

  it('keeps in a page’s chunk only what no screen without that page needs', () => {
    // The list screen needs the labels without the sign-in page: they are left to the bundler.
    expect(plan.has('labels')).toBe(false);
    // The chart is loaded only from the dashboard: its labels stay in the dashboard's chunk.
    expect(plan.get('dashLabels')).toEqual(['dashboard']);
  });

  it('leaves alone the modules no part reaches, and those a dynamic import loads', () => {
    expect(plan.has('chartLib')).toBe(false);
    expect(plan.has('react')).toBe(false);
    expect(plan.has('signIn')).toBe(false);
    expect(plan.has('dashboard')).toBe(false);
  });

  it('puts a module’s imports in chunks of the same parts or more, so that chunks never import in a circle', () => {
    for (const [id, parts] of plan) {
      for (const imported of APP(id)?.importedIds ?? []) {
        const importedParts = plan.get(imported);
        if (importedParts) expect(importedParts).toEqual(expect.arrayContaining(parts));
      }
    }
  });
});
