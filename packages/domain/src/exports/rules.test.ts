import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, EXPORT_LABELS } from './labels.ts';
import { EXPORT_DATASETS, exportFileName, exportPeriod, exportYears } from './rules.ts';

describe('export picker', () => {
  it('offers the years from 2015 to the current one, latest first', () => {
    const years = exportYears(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2015);
    expect(years).toHaveLength(12);
  });

  it('reads a year, a month of a year, or the dates as a span of days', () => {
    expect(exportPeriod({ year: 2024 })).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(exportPeriod({ year: 2024, month: 2 })).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(exportPeriod({ year: 2025, month: 12, startDate: '2020-01-01' })).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(exportPeriod({ startDate: '2026-01-05' })).toEqual({ from: '2026-01-05' });
    expect(exportPeriod({})).toEqual({});
  });

  it('names the file after the dataset, the period and the format', () => {
    expect(exportFileName('membres', { year: 2026, month: 3 }, 'csv')).toBe('export-membres-2026-03.csv');
    expect(exportFileName('factures', { startDate: '2026-01-01' }, 'xlsx')).toBe('export-factures-2026-01-01_fin.xlsx');
    expect(exportFileName('annonces', {}, 'csv')).toBe('export-annonces.csv');
  });

  it('has a label, a file word and headers for every dataset', () => {
    for (const dataset of EXPORT_DATASETS) {
      expect(EXPORT_LABELS.datasets[dataset]).toBeTruthy();
      expect(EXPORT_LABELS.fileSlugs[dataset]).toMatch(/^[a-z-]+$/);
      expect(EXPORT_COLUMNS[dataset][0]).toBe('ID');
    }
  });
});
