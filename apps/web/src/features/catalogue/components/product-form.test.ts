import { CATALOGUE_LABELS } from '@hubgrade/domain/catalogue/labels';
import type { Product } from '@hubgrade/domain/catalogue/schemas';
import { ZProductBody } from '@hubgrade/domain/catalogue/schemas';
import { describe, expect, it } from 'vitest';
import { emptyProductForm, productBodyOf, productFormOf } from './product-form.ts';

const P = CATALOGUE_LABELS.products.refusals;

describe('the product form', () => {
  it('sends euros as cents and leaves the other kinds’ fields out', () => {
    const form = {
      ...emptyProductForm('credit_pack'),
      name: 'Pack',
      category: 3,
      unitPriceCents: '89,90',
      sites: [1, 2],
      creditsCents: '100',
      validityMonths: '6',
      // Typed before the kind changed: not sent.
      commitmentMonths: '12',
      serviceType: 'printing' as const,
    };
    expect(ZProductBody.parse(productBodyOf(form))).toMatchObject({
      unitPriceCents: 8990,
      creditsCents: 10_000,
      validityMonths: 6,
      commitmentMonths: null,
      serviceType: null,
      stock: null,
    });
  });

  it('sends the stock only when it is tracked, and refuses a wrong amount', () => {
    const form = { ...emptyProductForm('product'), name: 'Café', category: 1, unitPriceCents: '1,5', sites: [1], stock: '12' };
    expect(productBodyOf(form).stock).toBeNull();
    expect(productBodyOf({ ...form, trackStock: true }).stock).toBe(12);
    const wrong = ZProductBody.safeParse(productBodyOf({ ...form, unitPriceCents: 'douze' }));
    expect(wrong.success).toBe(false);
    const empty = ZProductBody.safeParse(productBodyOf({ ...form, unitPriceCents: '', sites: [] }));
    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['unitPriceCents', P.required],
      ['sites', P.sitesRequired],
    ]);
  });

  it('reads a product back into the same body', () => {
    const product: Product = {
      id: 7,
      brandId: 5,
      brandName: 'Cocoon Bureaux',
      name: 'Abonnement',
      kind: 'subscription_plan',
      category: { id: 2, name: 'Abonnements' },
      description: '<p>x</p>',
      picture: null,
      unitPriceCents: 24_950,
      vatRate: 2000,
      priceInclTaxCents: 29_940,
      unit: 'per_month',
      sites: [{ id: 4, name: 'Site' }],
      stock: null,
      active: true,
      creditsCents: null,
      validityMonths: null,
      commitmentMonths: 3,
      monthlyCreditsCents: 5_000,
      serviceType: null,
      updatedAt: '2026-11-26T10:00:00.000Z',
    };
    expect(ZProductBody.parse(productBodyOf(productFormOf(product)))).toEqual({
      name: 'Abonnement',
      kind: 'subscription_plan',
      category: 2,
      description: '<p>x</p>',
      picture: null,
      unitPriceCents: 24_950,
      vatRate: 2000,
      unit: 'per_month',
      sites: [4],
      stock: null,
      active: true,
      creditsCents: null,
      validityMonths: null,
      commitmentMonths: 3,
      monthlyCreditsCents: 5_000,
      serviceType: null,
    });
  });
});
