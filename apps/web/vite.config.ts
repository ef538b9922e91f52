import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vite';
import { pathOf } from '../../packages/domain/src/common/operation.ts';
import { dashboardOperations } from '../../packages/domain/src/dashboard/operations.ts';
import { MEMBER_LABELS } from '../../packages/domain/src/members/labels.ts';
import { memberOperations } from '../../packages/domain/src/members/operations.ts';
import { contractCalls } from './build/contract-calls.ts';
import { type KitParts, planKitChunks } from './build/kit-chunks.ts';
import { type LandingPage, landingPages } from './build/landing-pages.ts';

const API_TARGET = 'http://localhost:3000';

/**
 * The pages a visit usually starts on (build/landing-pages.ts): the sign-in page, the dashboard,
 * and the list an office manager opens most, often straight from a bookmark.
 */
const LANDING_PAGES: Record<string, LandingPage> = {
  '/connexion': {
    modules: ['src/app/layouts/login-layout.tsx', 'src/features/auth/components/sign-in-page.tsx'],
    signedIn: false,
  },
  '/': {
    modules: ['src/app/layouts/default-layout.tsx', 'src/features/dashboard/components/dashboard-page.tsx'],
    signedIn: true,
    calls: [pathOf(dashboardOperations.dashboard)],
    // Its heading greets the visitor by name: the frame alone.
    frame: { header: null },
  },
  '/membres': {
    modules: ['src/app/layouts/default-layout.tsx', 'src/features/members/components/members-page.tsx'],
    signedIn: true,
    // The members page's first list call, its parameters in the order the page sends them.
    calls: [`${pathOf(memberOperations.listMembers)}?page=1&itemsPerPage=25&sortBy=userId&sortDesc=true`],
    frame: { header: { title: MEMBER_LABELS.title, intro: MEMBER_LABELS.intro } },
  },
};

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
  plugins: [contractCalls(), react(), landingPages(import.meta.dirname, LANDING_PAGES)],
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
