import type { Settings } from '@hubgrade/domain/settings/schemas';
import { describe, expect, it } from 'vitest';
import { bodyOf, formFieldOf, formOf, numberOf } from './settings-form-values.ts';

const empty: Settings = {
  id: null,
  brandId: 0,
  seller: null,
  vatRates: null,
  terraceMaxGuests: null,
  terraceMaxDuration: null,
  quotaHoursPerDay: null,
  quotaHoursPerMonth: null,
  bookingMaxDaysAhead: null,
  mailSenderName: null,
  mailSenderAddress: null,
  defaultSiteId: null,
  adminTwoFactor: null,
  defaultMailFrom: 'Hubgrade <no-reply@hubgrade.test>',
  sites: [],
  brands: [],
  updatedAt: null,
};

describe('settings form values', () => {
  it('sends empty fields as null, and no seller while none of its fields is typed', () => {
    expect(bodyOf(formOf(empty))).toEqual({
      seller: null,
      vatRates: null,
      quotaHoursPerDay: null,
      quotaHoursPerMonth: null,
      bookingMaxDaysAhead: null,
      terraceMaxGuests: null,
      terraceMaxDuration: null,
      mailSenderName: '',
      mailSenderAddress: '',
      defaultSiteId: null,
      adminTwoFactor: false,
    });
  });

  it('reads French numbers, scales the capital and the rate, and passes anything else on as typed', () => {
    expect(numberOf('1 500,50', 100)).toBe(150050);
    expect(numberOf('12')).toBe(12);
    expect(numberOf('douze')).toBe('douze');
    const form = formOf({ ...empty, quotaHoursPerDay: 4, defaultSiteId: 7, vatRates: [2000, 550] });
    form.seller.shareCapital = '10 000';
    form.seller.latePenaltyRate = '10,5';
    form.bookingMaxDaysAhead = 'beaucoup';
    const body = bodyOf(form);
    expect(body.seller).toMatchObject({ shareCapitalCents: 1_000_000, latePenaltyRate: 1050, vatNumber: null });
    expect(body).toMatchObject({ quotaHoursPerDay: 4, bookingMaxDaysAhead: 'beaucoup', defaultSiteId: 7, vatRates: [2000, 550] });
  });

  it('shows the stored capital and rate the way they are typed', () => {
    const seller = {
      name: 'Hubgrade SAS',
      addressLine: '1 rue de la Paix',
      postcode: '75002',
      city: 'Paris',
      countryCode: 'FR',
      siren: '123456789',
      siret: '12345678900012',
      rcs: 'Paris',
      legalForm: 'SAS',
      shareCapitalCents: 150050,
      vatNumber: null,
      iban: null,
      bic: null,
      latePenaltyRate: 1050,
      email: null,
    };
    expect(formOf({ ...empty, seller }).seller).toMatchObject({ shareCapital: '1500,5', latePenaltyRate: '10,5', iban: '' });
  });

  it('puts a refusal on the field that was typed', () => {
    expect(formFieldOf('vatRates.1')).toBe('vatRates');
    expect(formFieldOf('seller.shareCapitalCents')).toBe('seller.shareCapital');
    expect(formFieldOf('seller.siret')).toBe('seller.siret');
    expect(formFieldOf('quotaHoursPerMonth')).toBe('quotaHoursPerMonth');
    expect(formFieldOf('unknown')).toBeNull();
  });
});
