import { describe, expect, it } from 'vitest';
import { fileNameOf, withQuery } from './download.ts';

describe('downloads', () => {
  it('takes the exact UTF-8 name of Content-Disposition first, then the plain one, then the fallback', () => {
    expect(fileNameOf(`attachment; filename="export-_t_.csv"; filename*=UTF-8''export-%C3%A9t%C3%A9.csv`, 'x.csv')).toBe('export-été.csv');
    expect(fileNameOf('attachment; filename="export-membres.csv"', 'x.csv')).toBe('export-membres.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });

  it('sends only the values that are set', () => {
    expect(withQuery('/api/exports/file', { dataset: 'members', brandId: 0, siteId: undefined, startDate: '' })).toBe(
      '/api/exports/file?dataset=members&brandId=0',
    );
    expect(withQuery('/api/exports/file', {})).toBe('/api/exports/file');
  });
});
