import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SESSION_COOKIE } from '@hubgrade/domain/shell/landing-pages';
import { chromium } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import type { BenchContext, Figure, Scenario } from '../context.ts';
import { ROOT } from '../server.ts';

/** Issue targets: what a first visit downloads, against the react-admin demo's ~600 KB. */
const TARGET_KB = 200;
const REFERENCE_KB = 600;
/** Vite's own warning threshold, on the minified size. */
const MAX_CHUNK_KB = 500;

export const DIST = join(ROOT, 'apps/web/dist');
const MANIFEST = join(DIST, '.vite/manifest.json');

/** Debian's Chromium, never a downloaded one; the flags keep it off this machine's closed network. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => Math.round(bytes / 100) / 10;
const gzipBytes = (content: Buffer) => gzipSync(content, { level: 9 }).length;

/** The chunk keys a chunk pulls in before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(start);
  return seen;
}

interface SplitReport {
  entryFiles: string[];
  entryGzip: number;
  screens: { src: string; file: string }[];
  /** Screens whose code is in the entry or in a file shared with another screen. */
  notSplit: string[];
}

/**
 * Every module of the app that the entry's code imports on demand is a screen or a layout of the
 * router: each must be a file of its own, outside the entry, and not shared with another one. (The
 * entry also loads a library on demand: the progress bar's.)
 */
function splitReport(manifest: Manifest): SplitReport {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('le manifeste ne désigne aucune entrée');
  const entry = staticClosure(manifest, entryKey);
  const entryFiles = [...entry].map((key) => manifest[key]?.file as string).filter((f) => f.endsWith('.js'));
  const lazyKeys = new Set([...entry].flatMap((key) => manifest[key]?.dynamicImports ?? []).filter((key) => key.startsWith('src/')));
  const screens = [...lazyKeys].map((key) => ({ src: key, file: manifest[key]?.file ?? '' }));
  const owners = new Map<string, number>();
  for (const s of screens) owners.set(s.file, (owners.get(s.file) ?? 0) + 1);
  const notSplit = screens
    .filter((s) => !manifest[s.src]?.isDynamicEntry || entryFiles.includes(s.file) || (owners.get(s.file) ?? 0) > 1)
    .map((s) => s.src);
  const entryGzip = entryFiles.reduce((sum, file) => sum + gzipBytes(readFileSync(join(DIST, file))), 0);
  return { entryFiles, entryGzip, screens, notSplit };
}

function largeChunks(): { file: string; bytes: number; gzip: number }[] {
  const assets = join(DIST, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: `assets/${f}`, bytes: statSync(join(assets, f)).size }))
    .filter((c) => c.bytes > MAX_CHUNK_KB * 1000)
    .map((c) => ({ ...c, gzip: gzipBytes(readFileSync(join(DIST, c.file))) }));
}

interface PageLoad {
  path: string;
  files: { url: string; gzip: number }[];
  gzip: number;
}

/** Opens a page in a fresh profile and adds up the gzip size of every script it downloads until the network is idle. */
async function measurePages(ctx: BenchContext): Promise<PageLoad[]> {
  const token = await ctx.token(DEMO_ACCOUNTS.admin);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const pages: PageLoad[] = [];
    for (const [path, signedIn] of [
      ['/connexion', false],
      ['/', true],
      ['/membres', true],
    ] as const) {
      const context = await browser.newContext();
      if (signedIn) await context.addCookies([{ name: SESSION_COOKIE, value: token, url: ctx.baseUrl }]);
      const page = await context.newPage();
      const bodies: Promise<{ url: string; gzip: number }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        bodies.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipBytes(body) })));
      });
      await page.goto(`${ctx.baseUrl}${path}`, { waitUntil: 'networkidle' });
      const files = (await Promise.all(bodies)).sort((a, b) => b.gzip - a.gzip);
      pages.push({ path, files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) });
      await context.close();
    }
    return pages;
  } finally {
    await browser.close();
  }
}

const verdict = (gzip: number) => (kb(gzip) <= TARGET_KB ? 'sous la cible' : `au-dessus de la cible de ${TARGET_KB} ko`);

export const scenario: Scenario = {
  name: 'front-bundle',
  title: `JavaScript chargé par /connexion, / et /membres (gzip), cible de /connexion et / ${TARGET_KB} ko, référence react-admin ~${REFERENCE_KB} ko`,
  async run(ctx) {
    if (!existsSync(MANIFEST)) {
      return {
        measures: [],
        figures: { built: false },
        notes: [`Pas de ${MANIFEST} : lancez d’abord npm run build -w @hubgrade/web (le manifeste est activé dans vite.config.ts).`],
      };
    }
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
    const split = splitReport(manifest);
    const large = largeChunks();
    const notes: string[] = [];
    const figures: Record<string, Figure> = {
      targetKB: TARGET_KB,
      referenceKB: REFERENCE_KB,
      entryStaticKB: kb(split.entryGzip),
      lazyModules: split.screens.length,
      lazyModulesNotSplit: split.notSplit.length,
      chunksOver500KB: large.length,
    };

    notes.push(
      `Entrée seule (index.html et ses imports statiques, ${split.entryFiles.length} fichiers) : ${kb(split.entryGzip)} ko gzip — ${verdict(split.entryGzip)}.`,
    );
    try {
      for (const load of await measurePages(ctx)) {
        const key = { '/': 'dashboard', '/connexion': 'connexion' }[load.path] ?? load.path.slice(1);
        figures[`${key}KB`] = kb(load.gzip);
        figures[`${key}Files`] = load.files.length;
        // The target is for the sign-in page and the dashboard; the member list, the landing list
        // with the most code, is weighed for its number of files (one round trip each).
        const against = load.path === '/membres' ? 'hors cible' : verdict(load.gzip);
        notes.push(
          `${load.path.padEnd(10)} ${String(kb(load.gzip)).padStart(6)} ko gzip en ${load.files.length} fichiers JS (chargés jusqu’au réseau au repos) — ${against} ; react-admin ~${REFERENCE_KB} ko.`,
        );
        notes.push(`           dont ${load.files.map((f) => `${f.url.replace('/assets/', '')} ${kb(f.gzip)}`).join(', ')}`);
      }
    } catch (error) {
      notes.push(`Mesure dans Chromium impossible (${CHROMIUM_PATH}) : ${(error as Error).message.split('\n')[0]}`);
    }

    notes.push(
      large.length === 0
        ? `Aucun fichier JS au-dessus de ${MAX_CHUNK_KB} ko minifié.`
        : `Fichiers JS au-dessus de ${MAX_CHUNK_KB} ko minifié : ${large.map((c) => `${c.file} (${kb(c.bytes)} ko, ${kb(c.gzip)} ko gzip)`).join(', ')}.`,
    );
    notes.push(
      split.notSplit.length === 0
        ? `${split.screens.length} écrans et mises en page chargés à la demande, chacun dans son propre fichier.`
        : `Écrans sans fichier propre (dans l’entrée ou partagés) : ${split.notSplit.join(', ')}.`,
    );
    return { measures: [], figures, notes };
  },
};
