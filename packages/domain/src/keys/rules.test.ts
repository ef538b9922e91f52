import { describe, expect, it } from 'vitest';
import { parisDay } from '../format/paris-calendar.ts';
import { KEY_LABELS } from './labels.ts';
import { isReturnDateValid } from './rules.ts';
import { ZKeyAssignmentBody, ZKeyTariffBody, ZKeyTariffForm, ZKeyTariffPatch } from './schemas.ts';

describe('key prices', () => {
  it('requires a type and a price not below 0 in the dialog (spec §5)', () => {
    const missing = ZKeyTariffForm.safeParse({ espace: 1 });
    expect(missing.success).toBe(false);
    const messages = Object.fromEntries((missing.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(messages).toMatchObject({ type: KEY_LABELS.required, price: KEY_LABELS.required });
    expect(ZKeyTariffForm.safeParse({ espace: 1, type: 2, price: -0.01 }).error?.issues[0]?.message).toBe(KEY_LABELS.priceMin);
    expect(ZKeyTariffForm.safeParse({ espace: 1, type: 2, price: 0 }).success).toBe(true);
  });

  it('takes integer cents on the API and refuses unknown fields', () => {
    expect(ZKeyTariffBody.safeParse({ espace: 1, type: 2, price: 1500 }).success).toBe(true);
    expect(ZKeyTariffBody.safeParse({ espace: 1, type: 2, price: 15.5 }).success).toBe(false);
    expect(ZKeyTariffBody.safeParse({ espace: 1, type: 2, price: 1500, brandId: 9 }).success).toBe(false);
    expect(ZKeyTariffPatch.safeParse({}).success).toBe(false);
    expect(ZKeyTariffPatch.safeParse({ price: 0 }).success).toBe(true);
  });
});

describe('key assignments', () => {
  it('needs a member and a number; the day is a calendar day', () => {
    expect(ZKeyAssignmentBody.safeParse({ user: 3, label: '  C-001 ' }).data).toEqual({ user: 3, label: 'C-001' });
    expect(ZKeyAssignmentBody.safeParse({ user: 3, label: ' ' }).success).toBe(false);
    expect(ZKeyAssignmentBody.safeParse({ user: 3, label: 'C-1', assignedAt: '2026-02-30' }).success).toBe(false);
  });

  it('never returns a key before it was handed over', () => {
    expect(isReturnDateValid('2026-03-02', '2026-03-02')).toBe(true);
    expect(isReturnDateValid('2026-03-02', '2026-03-01')).toBe(false);
  });

  it('counts the handover day in Paris time', () => {
    expect(parisDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(parisDay(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
  });
});
