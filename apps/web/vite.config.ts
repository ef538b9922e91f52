import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_TARGET = 'http://localhost:3000';

/** The session cookie of lib/session-store.ts: whether a first visit is signed in. */
const SESSION_COOKIE = 'back_auth_token';

interface LandingPage {
  /** The modules the router loads for this address: its layout and its screen. */
  modules: string[];
  /** The address is shown only to a visitor in this state; in the other one it redirects. */
  signedIn: boolean;
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
  },
  // The list an office manager opens most, often straight from a bookmark.
  '/membres': {
    modules: ['src/app/layouts/default-layout.tsx', 'src/features/members/components/members-page.tsx'],
    signedIn: true,
  },
};

/**
 * Adds to index.html a tiny script that, on a landing page, asks for that page's chunks as
 * module preloads. Vite's own preload of the same files later finds them in flight and waits
 * for them instead of fetching twice.
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
        const byModule = new Map(chunks.flatMap((c) => (c.facadeModuleId ? [[c.facadeModuleId, c] as const] : [])));
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
        const table: Record<string, { s: boolean; f: string[] }> = {};
        for (const [path, page] of Object.entries(pages)) {
          const starts = page.modules.map((module) => {
            const found = byModule.get(resolve(import.meta.dirname, module));
            if (!found) throw new Error(`landing page ${path}: no chunk for ${module}`);
            return found.fileName;
          });
          table[path] = { s: page.signedIn, f: [...closure(starts)].filter((file) => !initial.has(file)).map((file) => `/${file}`) };
        }
        const script = `(function(){var p=${JSON.stringify(table)}[location.pathname];if(!p||p.s!==/(?:^|;\\s*)${SESSION_COOKIE}=[^;]/.test(document.cookie))return;p.f.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l)})})()`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
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
          ],
        },
      },
    },
  },
});
