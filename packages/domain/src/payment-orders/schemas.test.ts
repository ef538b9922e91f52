import { describe, expect, it } from 'vitest';
import { PAYMENT_ORDER_LABELS as L } from './labels.ts';
import { ZLandlordBankAccountBody, ZOtherPaymentBody } from './schemas.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('bank details', () => {
  it('keeps a valid IBAN and BIC without spaces, in upper case', () => {
    expect(ZLandlordBankAccountBody.parse({ holder: ' SCI ', iban: 'fr14 2004 1010 0505 0001 3m02 606', bic: 'psst frpp par' })).toEqual({
      holder: 'SCI',
      iban: 'FR1420041010050500013M02606',
      bic: 'PSSTFRPPPAR',
    });
  });

  it('refuses a wrong checksum, a short BIC and an empty holder, in French', () => {
    const result = ZLandlordBankAccountBody.safeParse({ holder: ' ', iban: 'FR1420041010050500013M02607', bic: 'PSST' });
    expect(messages(result)).toEqual({ holder: L.errors.holder, iban: L.errors.iban, bic: L.errors.bic });
  });

  it('refuses another payment of no amount or without a label', () => {
    const result = ZOtherPaymentBody.safeParse({
      brandId: 0,
      beneficiary: 'X',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
      amountCents: 0,
      label: '',
      paymentDate: '2026-12-01',
    });
    expect(messages(result)).toEqual({ amountCents: L.errors.amount, label: L.errors.label });
  });
});
