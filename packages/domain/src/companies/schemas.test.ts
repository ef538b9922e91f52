import { describe, expect, it } from 'vitest';
import { COMPANY_LABELS } from './labels.ts';
import { ZCompanyPatchBody } from './schemas.ts';

describe('ZCompanyPatchBody', () => {
  it('accepts the name and address fields', () => {
    expect(ZCompanyPatchBody.parse({ name: ' Nova ', zipcode: '75002' })).toEqual({ name: 'Nova', zipcode: '75002' });
  });

  it('refuses other fields, an empty change and a bad zip code', () => {
    expect(ZCompanyPatchBody.safeParse({ name: 'X', brandId: 5 }).success).toBe(false);
    expect(ZCompanyPatchBody.safeParse({}).error?.issues[0]?.message).toBe(COMPANY_LABELS.noChange);
    expect(ZCompanyPatchBody.safeParse({ zipcode: '7500A' }).error?.issues[0]?.message).toBe(COMPANY_LABELS.zipcodeInvalid);
  });
});
