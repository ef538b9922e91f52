import { describe, expect, it } from 'vitest';
import { exitRoomsFrom, inventoryDifferences, isItemFilled, isReadyToSign, nextSigner } from './rules.ts';

const blank = { condition: null, number: null, commentary: '', photos: [] };

describe('isItemFilled', () => {
  it('counts "Non concerné" as empty', () => {
    expect(isItemFilled({ ...blank, condition: 'na' })).toBe(false);
    expect(isItemFilled(blank)).toBe(false);
    expect(isItemFilled({ ...blank, commentary: '   ' })).toBe(false);
  });
  it('takes a condition, a number, an observation or a photo as filled in', () => {
    expect(isItemFilled({ ...blank, condition: 'good' })).toBe(true);
    expect(isItemFilled({ ...blank, condition: 'na', number: 0 })).toBe(true);
    expect(isItemFilled({ ...blank, commentary: 'Rayure' })).toBe(true);
    expect(isItemFilled({ ...blank, photos: [1] })).toBe(true);
  });
});

describe('exitRoomsFrom', () => {
  it('copies the rooms and items, each pointing at its entry item, with nothing observed yet', () => {
    const rooms = exitRoomsFrom([{ name: 'Bureau', items: [{ id: 7, name: 'Clés', number: 3, multiple: true }] }]);
    expect(rooms).toEqual([
      { name: 'Bureau', items: [{ name: 'Clés', condition: null, number: null, multiple: true, commentary: '', entryItem: 7 }] },
    ]);
  });
});

describe('inventoryDifferences', () => {
  const entry = [
    {
      name: 'Bureau',
      items: [
        { id: 1, name: 'Sol', condition: 'good' as const, number: null },
        { id: 2, name: 'Clés', condition: 'good' as const, number: 3 },
        { id: 3, name: 'Lampe', condition: 'new' as const, number: 1 },
      ],
    },
  ];
  const at = (id: number) => {
    const item = entry[0]?.items.find((i) => i.id === id);
    return item ? { id, condition: item.condition, number: item.number } : null;
  };

  it('lists a changed condition, a changed number, an added and a missing item', () => {
    const exit = [
      {
        name: 'Bureau',
        items: [
          { id: 11, name: 'Sol', condition: 'poor' as const, number: null, entry: at(1) },
          { id: 12, name: 'Clés', condition: 'good' as const, number: 2, entry: at(2) },
          { id: 13, name: 'Étagère', condition: 'fair' as const, number: null, entry: null },
        ],
      },
    ];
    expect(inventoryDifferences(exit, entry)).toEqual([
      { room: 'Bureau', item: 'Sol', kind: 'condition', entry: 'good', exit: 'poor' },
      { room: 'Bureau', item: 'Clés', kind: 'number', entry: 3, exit: 2 },
      { room: 'Bureau', item: 'Étagère', kind: 'added', entry: null, exit: 'fair' },
      { room: 'Bureau', item: 'Lampe', kind: 'missing', entry: 'new', exit: null },
    ]);
  });

  it('sees no difference in an item not observed or "Non concerné" at exit', () => {
    const exit = [
      {
        name: 'Bureau',
        items: [
          { id: 11, name: 'Sol', condition: null, number: null, entry: at(1) },
          { id: 12, name: 'Clés', condition: 'na' as const, number: 3, entry: at(2) },
          { id: 13, name: 'Lampe', condition: 'new' as const, number: 1, entry: at(3) },
        ],
      },
    ];
    expect(inventoryDifferences(exit, entry)).toEqual([]);
  });
});

describe('signing', () => {
  it('is ready once every item has a condition, "Non concerné" included', () => {
    expect(isReadyToSign([])).toBe(false);
    expect(isReadyToSign([{ items: [{ condition: 'good' }, { condition: null }] }])).toBe(false);
    expect(isReadyToSign([{ items: [{ condition: 'good' }, { condition: 'na' }] }, { items: [] }])).toBe(true);
  });
  it('has staff sign first, then the tenant', () => {
    expect(nextSigner([])).toBe('staff');
    expect(nextSigner(['staff'])).toBe('tenant');
    expect(nextSigner(['staff', 'tenant'])).toBeNull();
  });
});
