import { describe, expect, it } from 'vitest';
import { COMPANY_LABELS } from './labels.ts';
import { companyCreateErrors, ZCompanyCreateBody, ZCompanyListQuery, ZCompanyPatchBody } from './schemas.ts';

describe('ZCompanyPatchBody', () => {
  it('accepts the editable fields, a SIRET typed with spaces, and clearing the nullable ones', () => {
    expect(ZCompanyPatchBody.parse({ name: ' Nova ', zipcode: '75002' })).toEqual({ name: 'Nova', zipcode: '75002' });
    expect(ZCompanyPatchBody.parse({ siret: '732 829 320 00074', categoryId: null, slackChannelName: '#nova' })).toEqual({
      siret: '73282932000074',
      categoryId: null,
      slackChannelName: '#nova',
    });
  });

  it('refuses other fields, an empty change, a bad zip code, SIRET or Slack channel', () => {
    expect(ZCompanyPatchBody.safeParse({ name: 'X', brandId: 5 }).success).toBe(false);
    expect(ZCompanyPatchBody.safeParse({}).error?.issues[0]?.message).toBe(COMPANY_LABELS.noChange);
    expect(ZCompanyPatchBody.safeParse({ zipcode: '7500A' }).error?.issues[0]?.message).toBe(COMPANY_LABELS.zipcodeInvalid);
    expect(ZCompanyPatchBody.safeParse({ siret: '73282932000075' }).error?.issues[0]?.message).toBe(COMPANY_LABELS.siretInvalid);
    expect(ZCompanyPatchBody.safeParse({ slackChannelName: 'Nova Team' }).error?.issues[0]?.message).toBe(COMPANY_LABELS.slackInvalid);
  });
});

describe('company creation', () => {
  it('needs a name', () => {
    expect(ZCompanyCreateBody.safeParse({ city: 'Lyon' }).success).toBe(false);
  });

  it('needs a site in a brand and a full address on the main platform', () => {
    expect(companyCreateErrors({ name: 'Nova' }, true)).toEqual({ siteId: [COMPANY_LABELS.siteRequired] });
    expect(companyCreateErrors({ name: 'Nova', siteId: 3 }, true)).toEqual({});
    expect(Object.keys(companyCreateErrors({ name: 'Nova', city: 'Lyon' }, false))).toEqual(['address', 'zipcode']);
    expect(companyCreateErrors({ name: 'Nova', address: '1 rue', zipcode: '69001', city: 'Lyon' }, false)).toEqual({});
  });
});

describe('ZCompanyListQuery', () => {
  it('pages 25 at a time, newest first, and reads the category filter from the address', () => {
    expect(ZCompanyListQuery.parse({ categoryId: '4' })).toMatchObject({
      page: 1,
      itemsPerPage: 25,
      sortBy: 'id',
      sortDesc: true,
      categoryId: 4,
    });
    expect(ZCompanyListQuery.safeParse({ sortBy: 'usersNumber' }).success).toBe(false);
  });
});
