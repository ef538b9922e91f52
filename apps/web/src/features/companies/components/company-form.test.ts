import { COMPANY_LABELS } from '@hubgrade/domain/companies/labels';
import { describe, expect, it } from 'vitest';
import { type CompanyForm, createResolver, EMPTY_COMPANY_FORM, editResolver } from './company-form.ts';

const options = { shouldUseNativeValidation: false, fields: {} } as never;

async function resolve<O>(resolver: (values: CompanyForm, context: unknown, options: never) => unknown, values: CompanyForm) {
  return (await resolver(values, undefined, options)) as { values: O; errors: Record<string, { message?: string }> };
}

describe('company creation form', () => {
  it('asks a brand for a site and the main platform for an address', async () => {
    const branded = await resolve(createResolver(true), { ...EMPTY_COMPANY_FORM, name: 'Nova' });
    expect(branded.errors.siteId?.message).toBe(COMPANY_LABELS.siteRequired);
    const main = await resolve(createResolver(false), { ...EMPTY_COMPANY_FORM, name: 'Nova', city: 'Lyon' });
    expect(Object.keys(main.errors).sort()).toEqual(['address', 'zipcode']);
  });

  it('turns the form into the API body: numbers for the choices, nothing for empty fields, a SIRET without spaces', async () => {
    const result = await resolve(createResolver(true), {
      ...EMPTY_COMPANY_FORM,
      name: 'Nova',
      siteId: '4',
      categoryId: '7',
      siret: '732 829 320 00074',
      address: 'ignored in a brand',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: 'Nova', siteId: 4, categoryId: 7, siret: '73282932000074' });
  });
});

describe('company edition form', () => {
  const initial: CompanyForm = { ...EMPTY_COMPANY_FORM, name: 'Nova', city: 'Lyon', siret: '123', categoryId: '3' };

  it('sends only what changed, so that an old invalid SIRET does not block another change', async () => {
    const result = await resolve(editResolver(initial), { ...initial, city: 'Villeurbanne' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ city: 'Villeurbanne' });
  });

  it('clears an optional choice with null and checks a changed SIRET', async () => {
    const cleared = await resolve(editResolver(initial), { ...initial, categoryId: '' });
    expect(cleared.values).toEqual({ categoryId: null });
    const bad = await resolve(editResolver(initial), { ...initial, siret: '12345678901234' });
    expect(bad.errors.siret?.message).toBe(COMPANY_LABELS.siretInvalid);
  });
});
