import { describe, expect, it } from 'vitest';
import { ZContractQuery, ZCoworkingContractQuery } from './schemas.ts';

describe('contracts list query', () => {
  it('reads the ongoing filter on both sides, with the days of the end date', () => {
    expect(ZContractQuery.parse({ ongoing: 'true', endFrom: '2026-11-24', endTo: '2026-12-24' })).toMatchObject({
      ongoing: true,
      endFrom: '2026-11-24',
      endTo: '2026-12-24',
    });
    expect(ZCoworkingContractQuery.parse({ ongoing: 'false' }).ongoing).toBe(false);
    expect(ZContractQuery.parse({}).ongoing).toBeUndefined();
  });

  it('refuses an ongoing filter that is not true or false', () => {
    expect(ZContractQuery.safeParse({ ongoing: 'yes' }).success).toBe(false);
    expect(ZCoworkingContractQuery.safeParse({ ongoing: '4,5' }).success).toBe(false);
  });
});
