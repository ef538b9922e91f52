import { describe, expect, it } from 'vitest';
import { type AdCreateForm, adCreateFormSchema, EMPTY_AD_CREATE_FORM, toAdCreateBody, toSuggestionBody, ZSuggestionForm } from './forms.ts';
import { AD_LABELS } from './labels.ts';
import { adCreationIssues, ZAdBackPatchBody, ZAdCreateBody, ZAdPatchBody } from './schemas.ts';

const filled: AdCreateForm = {
  ...EMPTY_AD_CREATE_FORM,
  user: 12,
  adGroupId: 0,
  title: 'Bureau lumineux',
  description: 'Au calme',
  category: 1,
  addressLine1: '3 rue de la Paix',
  city: 'Paris',
  zipcode: '75002',
  contractTypes: [1],
  areaSquare: '40',
  capacity: '5',
  rentMonthly: '1 250,50',
};

const errorsOf = (branded: boolean, values: AdCreateForm) => {
  const result = adCreateFormSchema(branded).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('ad creation form (§5)', () => {
  it('accepts a complete main-platform ad and builds the payload in cents', () => {
    expect(errorsOf(false, filled)).toEqual({});
    const body = toAdCreateBody(filled, false);
    expect(body).toMatchObject({
      adGroupId: 0,
      hubgrade_ad: { user: 12, adState: 3, address: { city: 'Paris' }, contract: { rentMonthly: 125050, contractTypes: [1] } },
    });
    expect(ZAdCreateBody.safeParse(body).success).toBe(true);
  });
  it('requires a group, the address and contract types on the main platform', () => {
    const errors = errorsOf(false, { ...filled, adGroupId: null, city: '', contractTypes: [] });
    expect(errors).toMatchObject({
      adGroupId: AD_LABELS.validation.required,
      city: AD_LABELS.validation.required,
      contractTypes: AD_LABELS.validation.contractTypes,
    });
  });
  it('refuses a zero rent and numbers that are not numbers', () => {
    expect(errorsOf(false, { ...filled, rentMonthly: '0', capacity: 'dix' })).toMatchObject({
      rentMonthly: AD_LABELS.validation.rentNotZero,
      capacity: AD_LABELS.validation.number,
    });
  });
  it('asks a branded ad for its site, not its address nor contract types', () => {
    const branded = { ...filled, addressLine1: '', city: '', zipcode: '', contractTypes: [] };
    expect(errorsOf(true, branded)).toEqual({ space: AD_LABELS.validation.required });
    expect(errorsOf(true, { ...branded, space: 4 })).toEqual({});
  });
  it('needs a daily rent for a workstation, which needs no contract type', () => {
    const workstation: AdCreateForm = { ...filled, category: 2, contractTypes: [] };
    expect(errorsOf(false, workstation)).toEqual({ rentDaily: AD_LABELS.validation.required });
    expect(errorsOf(false, { ...workstation, rentDaily: '25' })).toEqual({});
  });
  it('checks the same rules on the server side', () => {
    const body = ZAdCreateBody.parse(toAdCreateBody({ ...filled, contractTypes: [] }, false));
    expect(adCreationIssues(body.hubgrade_ad, false)).toEqual({
      'hubgrade_ad.contract.contractTypes': [AD_LABELS.validation.contractTypes],
    });
    expect(adCreationIssues(body.hubgrade_ad, true)).toEqual({ 'hubgrade_ad.space': [AD_LABELS.validation.required] });
  });
});

describe('suggestion form (§5)', () => {
  it('requires the introduction, each message and a numeric ad id', () => {
    const bad = ZSuggestionForm.safeParse({ user: '', intro: '', ads: [{ id: 'abc', message: '' }] });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['user', 'intro', 'ads.0.id', 'ads.0.message']));
  });
  it('sends an id or an email as the user', () => {
    expect(toSuggestionBody({ user: '42', intro: 'Bonjour', ads: [{ id: '7', message: 'Proche' }] })).toEqual({
      suggest: { user: 42, intro: 'Bonjour', ads: [{ id: 7, message: 'Proche' }] },
    });
    expect(toSuggestionBody({ user: 'A@B.fr', intro: 'x', ads: [{ id: '0', message: 'y' }] }).suggest.user).toBe('a@b.fr');
  });
});

describe('ad patches', () => {
  it('takes either a state change or edited fields, never both', () => {
    expect(ZAdPatchBody.safeParse({ hubgrade_ad: { adState: 7 } }).success).toBe(true);
    expect(ZAdPatchBody.safeParse({ hubgrade_ad: { adState: 8 } }).success).toBe(false);
    expect(ZAdPatchBody.safeParse({ hubgrade_ad: { title: 'Nouveau' } }).success).toBe(true);
    expect(ZAdPatchBody.safeParse({ hubgrade_ad: { adState: 7, title: 'Nouveau' } }).success).toBe(false);
    expect(ZAdPatchBody.safeParse({ hubgrade_ad: {} }).success).toBe(false);
  });
  it('needs a duration to boost, and a date for availability', () => {
    expect(ZAdBackPatchBody.safeParse({ type: 'isBoost', value: true, duration: 60 }).success).toBe(true);
    expect(ZAdBackPatchBody.safeParse({ type: 'isBoost', value: true }).success).toBe(false);
    expect(ZAdBackPatchBody.safeParse({ type: 'isBoost', value: true, duration: 45 }).success).toBe(false);
    expect(ZAdBackPatchBody.safeParse({ type: 'isBoost', value: false }).success).toBe(true);
    expect(ZAdBackPatchBody.safeParse({ type: 'adDispo', value: '2026-12-01' }).success).toBe(true);
    expect(ZAdBackPatchBody.safeParse({ type: 'adDispo', value: '01/12/2026' }).success).toBe(false);
  });
});
