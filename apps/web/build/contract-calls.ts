import type { Plugin } from 'vite';

/** An area's operations file of the domain package: `packages/domain/src/<area>/operations.ts`. */
const OPERATIONS_FILE = /[\\/]packages[\\/]domain[\\/]src[\\/][^\\/]+[\\/]operations\.ts$/;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'([^']+)';?/g;
/** Schemas are named `ZXxx` across the domain package. */
const SCHEMA_NAME = /^Z[A-Z0-9]/;

/**
 * An operations file as the browser needs it: method, path, access, area and name. Its schemas
 * (`ZXxx` imports) become `undefined`: the API validates with them, while the web takes only their
 * types, so zod and the schemas stay out of the pages that merely call the API.
 */
export function stripOperationSchemas(code: string, file = 'operations.ts'): string {
  if (/from\s*'zod'/.test(code))
    throw new Error(`${file} : un fichier d'opérations n'importe pas zod (les schémas vivent dans schemas.ts)`);
  const stubs: string[] = [];
  const stripped = code.replace(NAMED_IMPORT, (statement, names: string, from: string) => {
    const kept: string[] = [];
    for (const raw of names.split(',')) {
      const name = raw.trim();
      if (!name || name.startsWith('type ')) continue;
      const local = name.split(/\s+as\s+/).pop() as string;
      if (SCHEMA_NAME.test(local)) stubs.push(local);
      else kept.push(name);
    }
    if (kept.length === names.split(',').filter((n) => n.trim() && !n.trim().startsWith('type ')).length) return statement;
    return kept.length ? `import { ${kept.join(', ')} } from '${from}';` : '';
  });
  // Declared first: the operations object is built as the module runs, which must find them.
  return stubs.length ? `const ${stubs.map((s) => `${s} = undefined`).join(', ')};\n${stripped}` : stripped;
}

export function contractCalls(): Plugin {
  return {
    name: 'hubgrade-contract-calls',
    enforce: 'pre',
    transform(code, id) {
      if (!OPERATIONS_FILE.test(id.split('?')[0] as string)) return null;
      return { code: stripOperationSchemas(code, id), map: null };
    },
  };
}
