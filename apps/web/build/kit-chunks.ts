/**
 * Chunking of the shared kit. Left to itself, the bundler cuts the modules that screens share into
 * one chunk per set of screens using them: about 80 files for /membres, each a round trip on a
 * slow network. Here the modules reached by the kit's building blocks (the signed-in frame, the
 * data table, the text field, the form) and by the landing pages (sign-in, dashboard) go to one
 * chunk per set of those parts reaching them. A page that loads a part loads all of that part's
 * modules anyway, so such a chunk is never loaded for nothing by the pages that load those parts;
 * and a module's imports are reached by the same parts or more, so these chunks never import each
 * other in a circle.
 */

/** What the bundler tells of a module (the fields of rolldown's ModuleInfo read here). */
export interface ModuleLinks {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

export type GetModuleLinks = (id: string) => ModuleLinks | null;

export interface KitParts {
  /** Building blocks used by many screens: a screen that needs one of their modules loads their chunk. */
  blocks: Record<string, readonly string[]>;
  /**
   * Landing pages: their modules that no block reaches go to the page's chunk only when every
   * screen needing them loads that page anyway, so that no screen loads a page it does not show.
   */
  pages: Record<string, readonly string[]>;
}

/** Every module reached by static imports from `start`, `start` included. */
function staticClosure(links: GetModuleLinks, start: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(links(id)?.importedIds ?? []));
  }
  return seen;
}

interface Loads {
  /** For each module, the loads that bring it: the main module's, and each dynamic import's. */
  byModule: Map<string, Set<string>>;
  /** For each dynamically imported module, the modules importing it. */
  importersOf: Map<string, Set<string>>;
}

function loadsOf(links: GetModuleLinks, main: string): Loads {
  const byModule = new Map<string, Set<string>>();
  const importersOf = new Map<string, Set<string>>();
  const entries = [main];
  const started = new Set(entries);
  for (let entry = entries.pop(); entry !== undefined; entry = entries.pop()) {
    for (const id of staticClosure(links, [entry])) {
      byModule.set(id, (byModule.get(id) ?? new Set()).add(entry));
      for (const dynamic of links(id)?.dynamicallyImportedIds ?? []) {
        importersOf.set(dynamic, (importersOf.get(dynamic) ?? new Set()).add(id));
        if (started.has(dynamic)) continue;
        started.add(dynamic);
        entries.push(dynamic);
      }
    }
  }
  return { byModule, importersOf };
}

/**
 * The loads that happen only with a page: the ones reaching its roots, and the dynamic imports made
 * only by modules that come with no other load (its charts, its dialogs).
 */
function loadsWithPage({ byModule, importersOf }: Loads, roots: readonly string[]): Set<string> {
  const withPage = new Set(roots.flatMap((root) => [...(byModule.get(root) ?? [])]));
  const onlyWithPage = (id: string) => [...(byModule.get(id) ?? [])].every((load) => withPage.has(load));
  for (let grown = true; grown; ) {
    grown = false;
    for (const [entry, importers] of importersOf) {
      if (withPage.has(entry) || ![...importers].every(onlyWithPage)) continue;
      withPage.add(entry);
      grown = true;
    }
  }
  return withPage;
}

/** The kit's modules, each with the names of the parts reaching it: its chunk is theirs. */
export function planKitChunks(links: GetModuleLinks, main: string, { blocks, pages }: KitParts): Map<string, string[]> {
  const loads = loadsOf(links, main);
  const reachedBy = new Map<string, string[]>();
  for (const [part, roots] of [...Object.entries(blocks), ...Object.entries(pages)]) {
    for (const id of staticClosure(links, roots)) reachedBy.set(id, [...(reachedBy.get(id) ?? []), part]);
  }
  const pageLoads = new Map(Object.entries(pages).map(([part, roots]) => [part, loadsWithPage(loads, roots)]));
  const plan = new Map<string, string[]>();
  for (const [id, parts] of reachedBy) {
    const moduleLoads = [...(loads.byModule.get(id) ?? [])];
    // A module loaded by a dynamic import keeps a chunk of its own, whose exports that import reads.
    if (moduleLoads.includes(id)) continue;
    const byBlock = parts.some((part) => part in blocks);
    if (byBlock || moduleLoads.every((load) => parts.some((part) => pageLoads.get(part)?.has(load)))) plan.set(id, parts);
  }
  return plan;
}
