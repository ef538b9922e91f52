import { describe, expect, it } from 'vitest';
import { CATALOGUE_LABELS } from './labels.ts';
import { defaultUnit, hasStock, type KindDetails, kindFieldFaults, movedOrder, priceInclTax } from './rules.ts';
import { ZCategoryBody, ZProductBody, ZStockMovement } from './schemas.ts';

const P = CATALOGUE_LABELS.products.refusals;

const none = { creditsCents: null, validityMonths: null, commitmentMonths: null, monthlyCreditsCents: null, serviceType: null };
const pack: KindDetails = { ...none, kind: 'credit_pack', unit: 'one_off', creditsCents: 10_000, validityMonths: 6 };

describe('kind-specific fields', () => {
  it('accepts each kind with its own fields and unit', () => {
    expect(kindFieldFaults(pack)).toEqual({});
    expect(kindFieldFaults({ ...none, kind: 'subscription_plan', unit: 'per_month', commitmentMonths: 0, monthlyCreditsCents: 0 })).toEqual(
      {},
    );
    expect(kindFieldFaults({ ...none, kind: 'service', unit: 'per_hour', serviceType: 'printing' })).toEqual({});
    expect(kindFieldFaults({ ...none, kind: 'product', unit: 'one_off' })).toEqual({});
  });

  it('names the missing fields of the kind, the fields of another kind and a unit the kind is not sold by', () => {
    expect(kindFieldFaults({ ...pack, validityMonths: null, serviceType: 'keys', unit: 'per_month' })).toEqual({
      validityMonths: 'missing',
      serviceType: 'foreign',
      unit: 'unit',
    });
    expect(kindFieldFaults({ ...none, kind: 'subscription_plan', unit: 'one_off' })).toEqual({
      commitmentMonths: 'missing',
      monthlyCreditsCents: 'missing',
      unit: 'unit',
    });
  });

  it('starts a plan by the month and the other kinds one-off', () => {
    expect(defaultUnit('subscription_plan')).toBe('per_month');
    expect(defaultUnit('credit_pack')).toBe('one_off');
    expect(defaultUnit('service')).toBe('one_off');
  });
});

describe('prices and stock', () => {
  it('adds the VAT rounded on the line', () => {
    expect(priceInclTax(1000, 2000)).toBe(1200);
    expect(priceInclTax(999, 550)).toBe(1054);
    expect(priceInclTax(1, 2000)).toBe(1);
    expect(priceInclTax(3, 2000)).toBe(4);
    expect(priceInclTax(5000, 0)).toBe(5000);
  });

  it('never runs an untracked stock out, and a tracked one only down to zero', () => {
    expect(hasStock(null, 1000)).toBe(true);
    expect(hasStock(3, 3)).toBe(true);
    expect(hasStock(3, 4)).toBe(false);
    expect(hasStock(0, 1)).toBe(false);
  });
});

describe('category order', () => {
  it('moves one category to a position, clamped to the list', () => {
    expect(movedOrder([1, 2, 3, 4], 3, 1)).toEqual([3, 1, 2, 4]);
    expect(movedOrder([1, 2, 3, 4], 1, 2)).toEqual([2, 1, 3, 4]);
    expect(movedOrder([1, 2, 3, 4], 2, 99)).toEqual([1, 3, 4, 2]);
    expect(movedOrder([1, 2, 3, 4], 4, 0)).toEqual([4, 1, 2, 3]);
    expect(movedOrder([1, 2], 9, 1)).toEqual([1, 2]);
  });
});

describe('the product body', () => {
  const valid = {
    name: ' Pack 10 heures ',
    kind: 'credit_pack',
    category: 1,
    unitPriceCents: 9000,
    vatRate: 2000,
    unit: 'one_off',
    sites: [1],
    creditsCents: 10_000,
    validityMonths: 6,
  };
  const errors = (body: object) =>
    Object.fromEntries((ZProductBody.safeParse(body).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('takes a credit pack with defaults for the optional fields', () => {
    expect(ZProductBody.parse(valid)).toMatchObject({
      name: 'Pack 10 heures',
      description: '',
      picture: null,
      stock: null,
      active: true,
      commitmentMonths: null,
      serviceType: null,
    });
  });

  it('refuses in French: negative price or stock, unknown VAT rate, no site, fields of another kind, unknown fields', () => {
    expect(errors({ ...valid, unitPriceCents: -1 })).toEqual({ unitPriceCents: P.priceMin });
    expect(errors({ ...valid, unitPriceCents: 10.5 })).toEqual({ unitPriceCents: P.priceInvalid });
    expect(errors({ ...valid, stock: -1 })).toEqual({ stock: P.stockMin });
    expect(errors({ ...valid, vatRate: 1960 })).toEqual({ vatRate: P.vatRate });
    expect(errors({ ...valid, sites: [] })).toEqual({ sites: P.sitesRequired });
    expect(errors({ ...valid, serviceType: 'catering', validityMonths: null })).toEqual({
      serviceType: P.foreignField,
      validityMonths: P.required,
    });
    expect(errors({ ...valid, unit: 'per_day' })).toEqual({ unit: P.unitForKind });
    expect(ZProductBody.safeParse({ ...valid, brandId: 9 }).success).toBe(false);
    expect(errors({})).toMatchObject({ name: P.required, kind: P.required, category: P.required, unitPriceCents: P.required });
  });

  it('names categories and stock movements', () => {
    expect(ZCategoryBody.parse({ name: '  Boissons ' })).toEqual({ name: 'Boissons' });
    expect(ZCategoryBody.safeParse({ name: '   ' }).success).toBe(false);
    expect(ZStockMovement.safeParse({ delta: 0 }).error?.issues[0]?.message).toBe(P.deltaZero);
    expect(ZStockMovement.parse({ delta: -3 })).toEqual({ delta: -3 });
  });
});
