import { describe, expect, it } from 'vitest';
import { historyChanges, readableValue } from './history-changes.ts';

describe('history changes', () => {
  it('lists the fields an update changed, before and after', () => {
    expect(historyChanges({ lastName: 'Nom 28', enabled: false }, { lastName: 'Nom 29', enabled: true })).toEqual([
      { field: 'lastName', before: 'Nom 28', after: 'Nom 29' },
      { field: 'enabled', before: 'Non', after: 'Oui' },
    ]);
  });

  it('leaves out the fields that kept their value', () => {
    expect(historyChanges({ a: 1, b: { c: [1, 2] } }, { a: 2, b: { c: [1, 2] } })).toEqual([{ field: 'a', before: '1', after: '2' }]);
  });

  it('shows every field of a creation and of a deletion', () => {
    expect(historyChanges(null, { email: 'a@b.fr', mobile: null })).toEqual([{ field: 'email', before: '—', after: 'a@b.fr' }]);
    expect(historyChanges({ name: 'Société' }, null)).toEqual([{ field: 'name', before: 'Société', after: '—' }]);
    expect(historyChanges({ removed: 'x' }, { added: 'y' })).toEqual([
      { field: 'added', before: '—', after: 'y' },
      { field: 'removed', before: 'x', after: '—' },
    ]);
  });

  it('compares plain values as one change', () => {
    expect(historyChanges('brouillon', 'publié')).toEqual([{ field: '', before: 'brouillon', after: 'publié' }]);
    expect(historyChanges([1], [1, 2])).toEqual([{ field: '', before: '[1]', after: '[1,2]' }]);
    expect(historyChanges(3, 3)).toEqual([]);
  });

  it('writes dates in Paris time and nested data as JSON', () => {
    expect(readableValue('2026-07-01T08:05:09.000Z')).toBe('01/07/2026 10:05:09');
    expect(readableValue('2026-07-01')).toBe('2026-07-01');
    expect(readableValue({ id: 3 })).toBe('{"id":3}');
    expect(readableValue('')).toBe('—');
  });
});
