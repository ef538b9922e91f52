import { describe, expect, it } from 'vitest';
import { fiscalYears, mayReadOperations } from './rules.ts';

describe('mayReadOperations', () => {
  it('lets the super administrator and the holders of the operation right read the journal', () => {
    expect(mayReadOperations({ roles: ['ROLE_ADMIN'], access: {} })).toBe(true);
    expect(mayReadOperations({ roles: ['ROLE_ADMIN_BRAND'], access: { operation: true } })).toBe(true);
    expect(mayReadOperations({ roles: ['ROLE_ADMIN_BRAND'], access: { invoice: true } })).toBe(false);
    expect(mayReadOperations({ roles: ['ROLE_COMMERCIAL'], access: {} })).toBe(false);
  });
});

describe('fiscalYears', () => {
  it('offers every year from the first operation to the current one, latest first', () => {
    expect(fiscalYears({ first: 2024, last: 2026 }, 2026)).toEqual([2026, 2025, 2024]);
    expect(fiscalYears({ first: null, last: null }, 2026)).toEqual([2026]);
    expect(fiscalYears({ first: 2025, last: 2027 }, 2026)).toEqual([2027, 2026, 2025]);
  });
});
