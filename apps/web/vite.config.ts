import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { type KitParts, planKitChunks } from './build/kit-chunks.ts';

const API_TARGET = 'http://localhost:3000';

/** The session cookie of lib/session-store.ts: whether a first visit is signed in. */
const SESSION_COOKIE = 'back_auth_token';

interface LandingPage {
  /** The modules the router loads for this address: its layout and its screen. */
  modules: string[];
  /** The address is shown only to a visitor in this state; in the other one it redirects. */
  signedIn: boolean;
  /**
   * The API calls its screen makes first when the address has no query string, exactly as the
   * app's `api()` writes them: index.html sends them with the entry (lib/early-calls.ts). An
   * outdated one is merely never used.
   */
  calls?: string[];
}

/**
 * The pages a visit usually starts on. The router only asks for a screen's code once the entry has
 * run: listing those files in index.html lets the browser fetch them beside the entry, which
 * saves a round trip and the entry's execution time before the first paint.
 */
const LANDING_PAGES: Record<string, LandingPage> = {
  '/connexion': {
    modules: ['src/app/layouts/login-layout.tsx', 'src/features/auth/components/sign-in-page.tsx'],
    signedIn: false,
  },
  '/': {
    modules: ['src/app/layouts/default-layout.tsx', 'src/features/dashboard/components/dashboard-page.tsx'],
    signedIn: true,
    calls: ['/api/dashboard'],
  },
  // The list an office manager opens most, often straight from a bookmark.
  '/membres': {
    modules: ['src/app/layouts/default-layout.tsx', 'src/features/members/components/members-page.tsx'],
    signedIn: true,
    calls: ['/api/users?page=1&itemsPerPage=25&sortBy=userId&sortDesc=true'],
  },
};

/**
 * Adds to index.html a tiny script that, on a landing page, sends the page's first API calls and
 * asks for its chunks as module preloads, in one change of the document rather than one per file. Vite's
 * own preload of the same files later finds them in flight and waits for them instead of
 * fetching twice.
 */
function landingPreloads(pages: Record<string, LandingPage>): Plugin {
  return {
    name: 'hubgrade-landing-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const byModule = new Map(chunks.flatMap((c) => c.moduleIds.map((id) => [id, c] as const)));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: string[]) => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            if (seen.has(file)) return;
            seen.add(file);
            for (const next of byFile.get(file)?.imports ?? []) visit(next);
          };
          for (const file of start) visit(file);
          return seen;
        };
        // The entry's own imports are already preloaded by the tags Vite writes.
        const initial = closure([chunk.fileName]);
        const table: Record<string, { s: boolean; f: string[]; c: string[] }> = {};
        for (const [path, page] of Object.entries(pages)) {
          const starts = page.modules.map((module) => {
            const found = byModule.get(resolve(import.meta.dirname, module));
            if (!found) throw new Error(`landing page ${path}: no chunk for ${module}`);
            return found.fileName;
          });
          const files = [...closure(starts)].filter((file) => !initial.has(file)).map((file) => `/${file}`);
          table[path] = { s: page.signedIn, f: files, c: page.calls ?? [] };
        }
        const script = `(function(){var p=${JSON.stringify(table)}[location.pathname];if(!p||p.s!==/(?:^|;\\s*)${SESSION_COOKIE}=[^;]/.test(document.cookie))return;var e=window.__earlyCalls;if(e&&!location.search)p.c.forEach(function(u){e.answers[u]=e.call(u)});document.head.insertAdjacentHTML('beforeend',p.f.map(function(f){return '<link rel="modulepreload" crossorigin href="'+f+'">'}).join(''))})()`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

/** A module id as the bundler knows it: a file of this app, or a package's module. */
const moduleId = (path: string) =>
  path.startsWith('src/') ? resolve(import.meta.dirname, path) : fileURLToPath(import.meta.resolve(path));

/** The kit's building blocks and the landing pages whose modules are grouped (build/kit-chunks.ts). */
const KIT_PARTS = {
  blocks: {
    frame: ['src/app/layouts/default-layout.tsx', 'src/ui/page-header.tsx', 'src/lib/format.ts', '@mui/material/Link'],
    table: [
      'src/ui/data-table/data-table.tsx',
      'src/ui/data-table/data-table-search.tsx',
      'src/ui/data-table/select-filter.tsx',
      'src/ui/data-table/use-list-params.ts',
      'src/ui/confirm-dialog.tsx',
      'src/ui/history-dialog.tsx',
      '@mui/material/Chip',
    ],
    'text-field': ['@mui/material/TextField'],
    form: ['src/ui/form-text-field.tsx'],
  },
  pages: {
    'sign-in': ['src/app/layouts/login-layout.tsx', 'src/features/auth/components/sign-in-page.tsx'],
    dashboard: ['src/features/dashboard/components/dashboard-page.tsx'],
  },
};

/**
 * The rolldown group of the kit's chunks, planned once per build from its module graph. A captured
 * module's imports are not pulled into its chunk: the plan gives each its own (build/kit-chunks.ts).
 */
function kitChunkGroup(parts: KitParts) {
  const plans = new WeakMap<ChunkingContext, Map<string, string[]>>();
  const ids = (group: Record<string, readonly string[]>) =>
    Object.fromEntries(Object.entries(group).map(([part, paths]) => [part, paths.map(moduleId)]));
  const roots = { blocks: ids(parts.blocks), pages: ids(parts.pages) };
  return {
    debugName: 'kit',
    includeDependenciesRecursively: false,
    name: (id: string, ctx: ChunkingContext) => {
      let plan = plans.get(ctx);
      if (!plan) {
        plan = planKitChunks((module) => ctx.getModuleInfo(module), moduleId('src/main.tsx'), roots);
        plans.set(ctx, plan);
      }
      return plan.get(id)?.join('+') ?? null;
    },
  };
}

export default defineConfig({
  plugins: [react(), landingPreloads(LANDING_PAGES)],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the bench follows it to weigh what each screen loads.
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What the entry needs before anything shows goes to two files loaded in parallel
              // rather than a dozen requests: React and the router, which change only with an
              // upgrade, then the theme, the HTTP client and the shell (each under Vite's 500 kB).
              // Everything else follows the router's lazy imports: a screen's libraries (MUI
              // components, tables, charts, the editor) come with the first screen that uses
              // them, in chunks shared only by the screens that need them, so the sign-in page
              // never loads the signed-in shell.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'shell', tags: ['$initial'], priority: 1 },
            kitChunkGroup(KIT_PARTS),
          ],
        },
      },
    },
  },
});
