import { describe, expect, it } from 'vitest';
import { stripOperationSchemas } from './contract-calls.ts';

describe('operations files in the browser', () => {
  it('keep method, path and access but drop the schemas they import', () => {
    const code = [
      "import { ADMIN_ROLES } from '../auth/roles.ts';",
      "import { operations } from '../common/operation.ts';",
      "import { ZIdParams, ZNoContent as ZNone } from '../common/schemas.ts';",
      "import { type KeyTariff, ZKeyTariff, KEY_PAGE_SIZE } from './schemas.ts';",
      "export const ops = operations('keys', { find: { method: 'GET', path: '/api/key_tarif/:id', access: { roles: ADMIN_ROLES }, params: ZIdParams, response: ZKeyTariff } });",
    ].join('\n');
    const out = stripOperationSchemas(code);
    expect(out).toContain("import { ADMIN_ROLES } from '../auth/roles.ts';");
    expect(out).toContain("import { operations } from '../common/operation.ts';");
    expect(out).toContain("import { KEY_PAGE_SIZE } from './schemas.ts';");
    expect(out).not.toMatch(/import \{[^}]*ZIdParams/);
    expect(out).not.toMatch(/import \{[^}]*ZKeyTariff/);
    expect(out).toContain('const ZIdParams = undefined, ZNone = undefined, ZKeyTariff = undefined;');
    // What is left evaluates: the stubs are declared before the object is built at run time.
    const body = out.replace(/^import .*$/gm, '').replace('export const', 'const');
    const ops = new Function('operations', 'ADMIN_ROLES', `${body}; return ops;`)((_: string, o: unknown) => o, ['ROLE_ADMIN']);
    expect(ops.find).toMatchObject({ method: 'GET', path: '/api/key_tarif/:id', params: undefined, response: undefined });
  });

  it('refuse an operations file that builds schemas itself', () => {
    expect(() => stripOperationSchemas("import { z } from 'zod';")).toThrow(/zod/);
  });
});
