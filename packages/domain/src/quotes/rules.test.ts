import { describe, expect, it } from 'vitest';
import { QUOTE_LABELS as L } from './labels.ts';
import {
  effectiveQuoteState,
  isQuoteEditable,
  isQuoteExpired,
  isQuoteOpenable,
  QUOTE_STATES,
  quoteTargets,
  quoteTotals,
  quoteTransitionRefusal,
  slotHoursRefusal,
  slotPriceCents,
} from './rules.ts';

describe('quote state machine', () => {
  it('names the states as the spec does (shell §4)', () => {
    expect(QUOTE_STATES.map((s) => L.states[s])).toEqual([
      'Nouvelle demande',
      'Brouillon',
      'Envoyé',
      'Accepté',
      'Refusé',
      'Annulé',
      'Expiré',
    ]);
  });

  it('lets staff draft a request, send a draft, and cancel either', () => {
    expect(quoteTargets(1, 'staff')).toEqual([2, 6]);
    expect(quoteTargets(2, 'staff')).toEqual([3, 6]);
    expect(quoteTransitionRefusal(1, 3, 'staff')).toBe('notAllowed');
  });

  it('lets staff or the client accept or refuse a sent quote; only staff cancel it, only the job expires it', () => {
    expect(quoteTargets(3, 'staff')).toEqual([4, 5, 6]);
    expect(quoteTargets(3, 'client')).toEqual([4, 5]);
    expect(quoteTargets(3, 'system')).toEqual([7]);
    expect(quoteTransitionRefusal(3, 6, 'client')).toBe('notAllowed');
    expect(quoteTransitionRefusal(3, 7, 'staff')).toBe('notAllowed');
    expect(quoteTransitionRefusal(2, 4, 'client')).toBe('notAllowed');
  });

  it('keeps accepted, refused, cancelled and expired quotes as they are', () => {
    for (const from of [4, 5, 6] as const) {
      for (const to of QUOTE_STATES) if (to !== from) expect(quoteTransitionRefusal(from, to, 'staff')).toBe('final');
    }
    expect(quoteTransitionRefusal(7, 4, 'client')).toBe('expired');
    expect(quoteTransitionRefusal(3, 3, 'staff')).toBe('same');
    expect(L.transitionRefusals.expired).toBe('Ce devis a expiré.');
  });

  it('edits only requests and drafts; the table opens drafts and later', () => {
    expect(QUOTE_STATES.filter(isQuoteEditable)).toEqual([1, 2]);
    expect(QUOTE_STATES.filter(isQuoteOpenable)).toEqual([2, 3, 4, 5, 6, 7]);
  });
});

describe('quote expiry (Paris time)', () => {
  it('expires a sent quote once its day is over in Paris, not before', () => {
    // 22:30 UTC on 31 March is already 1 April in Paris (UTC+2).
    expect(isQuoteExpired(3, '2026-03-31', new Date('2026-03-31T21:59:00Z'))).toBe(false);
    expect(isQuoteExpired(3, '2026-03-31', new Date('2026-03-31T22:00:00Z'))).toBe(true);
    expect(effectiveQuoteState(3, '2026-03-31', new Date('2026-04-02T08:00:00Z'))).toBe(7);
  });

  it('never expires a quote that was not sent', () => {
    expect(effectiveQuoteState(2, '2020-01-01', new Date('2026-04-02T08:00:00Z'))).toBe(2);
    expect(effectiveQuoteState(4, '2020-01-01', new Date('2026-04-02T08:00:00Z'))).toBe(4);
  });
});

describe('quote totals', () => {
  it('rounds VAT per line and sums it per rate', () => {
    const totals = quoteTotals([
      { quantity: 3, unitPriceCents: 333, vatRate: 2000 },
      { quantity: 1, unitPriceCents: 1001, vatRate: 2000 },
      { quantity: 0.5, unitPriceCents: 1999, vatRate: 550 },
    ]);
    // 999 → 199.8 → 200; 1001 → 200.2 → 200; 999.5 → 1000 HT, 55 VAT.
    expect(totals.htCents).toBe(999 + 1001 + 1000);
    expect(totals.vatBreakdown).toEqual([
      expect.objectContaining({ vatRate: 2000, baseCents: 2000, vatCents: 400 }),
      expect.objectContaining({ vatRate: 550, baseCents: 1000, vatCents: 55 }),
    ]);
    expect(totals.ttcCents).toBe(3000 + 455);
  });
});

describe('quote slots', () => {
  it('prices a meeting room by its hourly tariff, a workstation by its daily price', () => {
    expect(slotPriceCents({ kind: 'meetingRoom', priceHourCents: 3000 }, '09:00', '10:30')).toBe(4500);
    expect(slotPriceCents({ kind: 'workstation', dailyPriceCents: 2500 }, '08:00', '18:00')).toBe(2500);
  });

  it('refuses the hours the booking dialogs refuse', () => {
    expect(slotHoursRefusal('09:00', '09:10')).toBe('tooShort');
    expect(slotHoursRefusal('09:03', '10:00')).toBe('minuteStep');
    expect(slotHoursRefusal('10:00', '09:00')).toBe('tooShort');
    expect(slotHoursRefusal('09:00', '09:15')).toBeNull();
  });
});
