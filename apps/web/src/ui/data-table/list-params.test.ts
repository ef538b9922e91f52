import { describe, expect, it } from 'vitest';
import { defaultListParams, listParamsSchema, nextListParams, parseListParams, urlFilter, writeListParams } from './list-params.ts';

const schema = listParamsSchema({
  sortable: ['id', 'name', 'createdAt'],
  defaultSort: 'id',
  filters: { state: urlFilter.oneOf(['open', 'closed']), companyId: urlFilter.id(), archived: urlFilter.flag(), to: urlFilter.text(180) },
});

const parse = (query: string) => parseListParams(schema, new URLSearchParams(query));

describe('list params in the address', () => {
  it('gives the table defaults for a bare address', () => {
    expect(parse('')).toEqual({ page: 1, sortBy: 'id', sortDesc: true });
    expect(defaultListParams(schema)).toEqual(parse(''));
  });

  it('reads the page, sort, search and filters', () => {
    expect(parse('page=3&sortBy=name&sortDesc=false&search=%20dupont%20&state=open&companyId=12&archived=true&to=a%40b.fr')).toEqual({
      page: 3,
      sortBy: 'name',
      sortDesc: false,
      search: 'dupont',
      state: 'open',
      companyId: 12,
      archived: true,
      to: 'a@b.fr',
    });
  });

  it('falls back key by key when the address holds nonsense', () => {
    expect(parse('page=-2&sortBy=password&sortDesc=peut-etre&state=lost&companyId=abc&archived=2&search=')).toEqual({
      page: 1,
      sortBy: 'id',
      sortDesc: true,
      search: undefined,
      state: undefined,
      companyId: undefined,
      archived: undefined,
    });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse(`search=${'x'.repeat(201)}`).search).toBeUndefined();
    expect(parse('page=4&sortBy=nope').page).toBe(4);
  });

  it('reads bounded numbers, days and the words of a boolean', () => {
    const extra = listParamsSchema({
      sortable: ['id'],
      defaultSort: 'id',
      filters: { state: urlFilter.int(0, 6), from: urlFilter.day(), archived: urlFilter.flag() },
    });
    const read = (query: string) => parseListParams(extra, new URLSearchParams(query));
    expect(read('state=0&from=2026-11-22&archived=YES')).toMatchObject({ state: 0, from: '2026-11-22', archived: true });
    expect(read('state=7&from=22/11/2026&archived=off')).toMatchObject({ state: undefined, from: undefined, archived: false });
    expect(read('state=&sortDesc=0')).toMatchObject({ state: undefined, sortDesc: false });
    expect(read('state=%201%20').state).toBe(1);
  });

  it('honours a default sort in ascending order', () => {
    const ascending = listParamsSchema({ sortable: ['name'], defaultSort: 'name', defaultSortDesc: false });
    expect(parseListParams(ascending, new URLSearchParams())).toMatchObject({ sortBy: 'name', sortDesc: false });
    expect(writeListParams(ascending, new URLSearchParams(), { page: 1, sortBy: 'name', sortDesc: true }).toString()).toBe('sortDesc=true');
  });

  it('writes only what differs from the defaults and keeps the other keys of the page', () => {
    const written = writeListParams(schema, new URLSearchParams('mail=7&page=9&state=open'), {
      ...parse(''),
      page: 2,
      sortBy: 'createdAt',
      sortDesc: false,
      search: 'dupont & fils',
    });
    expect(written.get('mail')).toBe('7');
    expect(written.has('state')).toBe(false);
    expect(written.toString()).toBe('page=2&sortBy=createdAt&sortDesc=false&search=dupont+%26+fils&mail=7');
    expect(writeListParams(schema, new URLSearchParams('page=3'), parse('')).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const view = {
      ...parse(''),
      page: 5,
      sortBy: 'name' as const,
      sortDesc: false,
      search: 'é%&=',
      companyId: 3,
      archived: false,
      state: 'closed' as const,
    };
    expect(parse(writeListParams(schema, new URLSearchParams(), view).toString())).toEqual({ ...view, to: undefined });
  });
});

describe('changing the view', () => {
  const current = { ...parse(''), page: 4 };

  it('keeps the page when only the page changes', () => {
    expect(nextListParams(current, { page: 5 })).toMatchObject({ page: 5 });
  });

  it('goes back to the first page when the sort, search or a filter changes', () => {
    expect(nextListParams(current, { sortBy: 'name' })).toMatchObject({ page: 1, sortBy: 'name' });
    expect(nextListParams(current, { search: 'x' })).toMatchObject({ page: 1, search: 'x' });
    expect(nextListParams(current, { state: 'open' })).toMatchObject({ page: 1, state: 'open' });
  });

  it('stays on the page when nothing really changes', () => {
    expect(nextListParams(current, { sortBy: 'id', sortDesc: true })).toMatchObject({ page: 4 });
  });
});
