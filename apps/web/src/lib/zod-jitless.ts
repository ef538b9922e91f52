/**
 * Zod compiles its object parsers with `new Function` where the page allows it, and finds out by
 * trying once: under the app's Content-Security-Policy (no 'unsafe-eval') that try is refused and
 * reported as a violation, although zod catches it and parses without. Zod reads its settings
 * from this global whichever copy of it loads, so setting `jitless` here, before any schema is
 * built, keeps it from trying, without loading zod with the app's shell.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
