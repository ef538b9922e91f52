import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { LANDING_MANIFEST, type LandingFile } from '../../../packages/domain/src/shell/landing-pages.ts';
import { type BootHeader, bootFrame } from './boot-frame.ts';

export interface LandingPage {
  /** The modules the router loads for this address, from the app's folder: its layout and its screen. */
  modules: string[];
  /** The address is shown only to a visitor in this state; in the other one it redirects. */
  signedIn: boolean;
  /**
   * The API calls its screen makes first when the address has no query string, exactly as the
   * app's `api()` writes them: the page sends them beside the entry (lib/early-calls.ts). An
   * outdated one is merely never used.
   */
  calls?: string[];
  /** A signed-in page's frame is drawn before the code, with the screen's heading when it has a fixed one. */
  frame?: { header: BootHeader | null };
}

/** The files the given ones import, themselves included. */
function importClosure(chunks: Map<string, OutputChunk>, start: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of chunks.get(file)?.imports ?? []) visit(next);
  };
  for (const file of start) visit(file);
  return seen;
}

const fileNameOf = (path: string) => `landing/${path === '/' ? 'index' : path.slice(1).replaceAll('/', '-')}.html`;

/**
 * index.html with the page's additions at the end of its head and the start of its body. The
 * chunks are listed by a script, after the first API calls have been sent: links written in the
 * page would be fetched first by the browser's preload scanner, and the brand (which the first
 * paint of a page without frame waits for) and the user would queue behind a dozen files.
 */
function pageHtml(index: string, page: LandingPage, files: string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  const calls = page.calls?.length
    ? `(function(){var e=window.__earlyCalls;if(e&&!location.search)${JSON.stringify(page.calls)}.forEach(function(u){e.answers[u]=e.call(u)})})();`
    : '';
  const scripts = `<script>${calls}document.head.insertAdjacentHTML('beforeend',${JSON.stringify(links)})</script>`;
  const frame = page.frame ? bootFrame(page.frame.header) : { head: '', body: '' };
  return index.replace('</head>', `${scripts}${frame.head}</head>`).replace(/<body>/, `<body>${frame.body}`);
}

/**
 * Writes, beside index.html, the HTML of each page a visit usually starts on, which the server
 * sends for its address (apps/api/src/plugins/web-app.ts). The router only asks for a screen's
 * code once the entry has run: listing those files in the page lets the browser fetch them beside
 * the entry, which saves a round trip and the entry's execution time. The page also sends its
 * screen's first API calls, and a signed-in page draws its frame at once, so that the visitor
 * sees where they are while the code loads.
 */
export function landingPages(root: string, pages: Record<string, LandingPage>): Plugin {
  return {
    name: 'hubgrade-landing-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle: OutputBundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return this.error('index.html is missing from the build');
        const chunks = new Map(
          Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])),
        );
        const byModule = new Map([...chunks.values()].flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk.fileName] as const)));
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        if (!entry) return this.error('the build has no entry chunk');
        // The entry's own imports are already preloaded by the tags Vite writes.
        const initial = importClosure(chunks, [entry.fileName]);
        const manifest: LandingFile[] = [];
        for (const [path, page] of Object.entries(pages)) {
          const starts = page.modules.map((module) => {
            const found = byModule.get(resolve(root, module));
            if (!found) return this.error(`landing page ${path}: no chunk for ${module}`);
            return found;
          });
          const files = [...importClosure(chunks, starts)].filter((file) => !initial.has(file));
          const fileName = fileNameOf(path);
          this.emitFile({ type: 'asset', fileName, source: pageHtml(String(index.source), page, files) });
          manifest.push({ path, signedIn: page.signedIn, file: fileName });
        }
        this.emitFile({ type: 'asset', fileName: LANDING_MANIFEST, source: JSON.stringify(manifest) });
      },
    },
  };
}
