import { describe, expect, it } from 'vitest';
import { fetchKeysetPage } from './keyset-pages.ts';

describe('fetchKeysetPage', () => {
  it('sends the cursor of the previous answer for the next page of the same view only', async () => {
    const sent: unknown[] = [];
    const fetch = async (query: object) => {
      sent.push(query);
      return { next: 'c2' };
    };
    await fetchKeysetPage('ads', { page: 1, sortBy: 'id', city: 'Lyon' }, fetch);
    await fetchKeysetPage('ads', { city: 'Lyon', page: 2, sortBy: 'id' }, fetch);
    await fetchKeysetPage('ads', { page: 2, sortBy: 'id', city: 'Paris' }, fetch);
    await fetchKeysetPage('ads', { page: 5, sortBy: 'id', city: 'Lyon' }, fetch);
    expect(sent).toEqual([
      { page: 1, sortBy: 'id', city: 'Lyon' },
      { city: 'Lyon', page: 2, sortBy: 'id', after: 'c2' },
      { page: 2, sortBy: 'id', city: 'Paris' },
      { page: 5, sortBy: 'id', city: 'Lyon' },
    ]);
  });
});
