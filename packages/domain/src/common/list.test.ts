import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_LABELS } from './errors.ts';
import { listAnswer, listQuery, ZIdParams } from './list.ts';

const ZQuery = listQuery({
  sortable: ['id', 'name'],
  defaultSort: 'id',
  defaultItemsPerPage: 25,
  filters: { state: z.enum(['open', 'closed']).optional() },
});

function messages(result: { success: boolean; error?: z.ZodError }): string[] {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('listQuery', () => {
  it('fills the defaults of an empty query', () => {
    expect(ZQuery.parse({})).toEqual({ page: 1, itemsPerPage: 25, sortBy: 'id', sortDesc: true });
  });

  it('reads query-string values', () => {
    expect(ZQuery.parse({ page: '3', itemsPerPage: '100', sortBy: 'name', sortDesc: 'false', search: '  dupont ', state: 'open' })).toEqual(
      {
        page: 3,
        itemsPerPage: 100,
        sortBy: 'name',
        sortDesc: false,
        search: 'dupont',
        state: 'open',
      },
    );
  });

  it('refuses a sort outside the allowlist with a French message', () => {
    const result = ZQuery.safeParse({ sortBy: 'password_hash' });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual([ERROR_LABELS.sortNotAllowed]);
    expect(result.error?.issues[0]?.path).toEqual(['sortBy']);
  });

  it('caps the page size with a French message', () => {
    const result = ZQuery.safeParse({ itemsPerPage: '101' });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual([ERROR_LABELS.pageSizeTooLarge]);
    expect(ZQuery.safeParse({ itemsPerPage: '100000000' }).success).toBe(false);
  });

  it('refuses pages and sizes below one, fractions and non-numbers', () => {
    for (const query of [{ page: '0' }, { page: '-1' }, { page: '1.5' }, { page: 'abc' }, { itemsPerPage: '0' }, { sortDesc: 'yes' }]) {
      expect(ZQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('refuses filters that the table does not declare, and undeclared values of declared ones', () => {
    expect(ZQuery.safeParse({ roles: 'ROLE_ADMIN' }).success).toBe(false);
    expect(ZQuery.safeParse({ state: 'deleted' }).success).toBe(false);
  });

  it('bounds the search text', () => {
    expect(ZQuery.safeParse({ search: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('listAnswer and ZIdParams', () => {
  it('describes `{ items, total }`', () => {
    const ZAnswer = listAnswer(z.object({ id: z.number() }));
    expect(ZAnswer.parse({ items: [{ id: 1 }], total: 1 })).toEqual({ items: [{ id: 1 }], total: 1 });
    expect(ZAnswer.safeParse({ items: [] }).success).toBe(false);
  });

  it('accepts only positive 32-bit ids', () => {
    expect(ZIdParams.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['0', '-3', 'abc', '1.5', '2147483648', '']) expect(ZIdParams.safeParse({ id }).success, id).toBe(false);
  });
});
