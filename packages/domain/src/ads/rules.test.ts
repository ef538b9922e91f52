import { describe, expect, it } from 'vitest';
import { AD_LABELS } from './labels.ts';
import {
  addMonths,
  adSlug,
  availableStart,
  boostEnd,
  canBoost,
  canDelete,
  canRemoveBoost,
  canSeeAdHistory,
  canTakeOffline,
  canTakeOnline,
  checkAvailabilityDate,
  isAvailable,
  isBoosted,
  isOnline,
  isRented,
  offlineIsOneWay,
  publicAdUrl,
  unavailableStart,
} from './rules.ts';

const superAdmin = { roles: ['ROLE_ADMIN'], brandId: null };
const commercial = { roles: ['ROLE_COMMERCIAL'], brandId: null };
const brandAdmin = { roles: ['ROLE_ADMIN_BRAND'], brandId: 9 };
const now = new Date('2026-11-21T12:00:00Z');

describe('ad states', () => {
  it('is online from 7 and rented from booking state 4 to 9', () => {
    expect([3, 6, 7, 9].map(isOnline)).toEqual([false, false, true, true]);
    expect([0, 3, 4, 8, 9].map(isRented)).toEqual([false, false, true, true, true]);
  });
});

describe('taking an ad online', () => {
  const eligible = { state: 4, mandate: 2, wrongPhoto: false };
  it('is offered from 3 to 6 with a signed mandate and no wrong photo', () => {
    for (const state of [3, 4, 5, 6]) expect(canTakeOnline({ ...eligible, state }, commercial)).toEqual({ ok: true });
  });
  it('is refused outside 3–6, without a signed mandate, or with a wrong photo in the full view', () => {
    expect(canTakeOnline({ ...eligible, state: 7 }, superAdmin)).toEqual({
      ok: false,
      status: 409,
      message: AD_LABELS.refusals.alreadyOnline,
    });
    expect(canTakeOnline({ ...eligible, state: 2 }, superAdmin)).toMatchObject({ ok: false, message: AD_LABELS.refusals.notEligible });
    expect(canTakeOnline({ ...eligible, mandate: 1 }, superAdmin)).toMatchObject({
      ok: false,
      message: AD_LABELS.refusals.mandateNotSigned,
    });
    expect(canTakeOnline({ ...eligible, wrongPhoto: true }, superAdmin)).toMatchObject({
      ok: false,
      message: AD_LABELS.refusals.wrongPhoto,
    });
  });
  it('ignores the wrong-photo flag in a branded deployment', () => {
    expect(canTakeOnline({ ...eligible, wrongPhoto: true }, brandAdmin)).toEqual({ ok: true });
  });
});

describe('warning that taking an ad offline is a one-way trip', () => {
  it('names what would keep it offline: no signed mandate, or photos flagged in the full view', () => {
    expect(offlineIsOneWay({ mandate: 1, wrongPhoto: false }, superAdmin)).toBe(AD_LABELS.refusals.mandateNotSigned);
    expect(offlineIsOneWay({ mandate: 2, wrongPhoto: true }, superAdmin)).toBe(AD_LABELS.refusals.wrongPhoto);
  });
  it('says nothing when the ad could come back online', () => {
    expect(offlineIsOneWay({ mandate: 2, wrongPhoto: false }, superAdmin)).toBeNull();
  });
});

describe('taking an ad offline', () => {
  it('is for ROLE_ADMIN of the main platform, on online ads', () => {
    expect(canTakeOffline({ state: 7 }, superAdmin)).toEqual({ ok: true });
    expect(canTakeOffline({ state: 5 }, superAdmin)).toMatchObject({ ok: false, status: 409 });
    expect(canTakeOffline({ state: 7 }, commercial)).toMatchObject({ ok: false, status: 403 });
    expect(canTakeOffline({ state: 7 }, brandAdmin)).toMatchObject({ ok: false, status: 403 });
    expect(canTakeOffline({ state: 7 }, { roles: ['ROLE_ADMIN'], brandId: 9 })).toMatchObject({ ok: false, status: 403 });
  });
});

describe('boost', () => {
  const past = '2026-11-01T00:00:00Z';
  const future = '2026-12-01T00:00:00Z';
  it('ends by itself', () => {
    expect(isBoosted(null, now)).toBe(false);
    expect(isBoosted(past, now)).toBe(false);
    expect(isBoosted(future, now)).toBe(true);
  });
  it('is allowed for online ads not boosted, unbranded only', () => {
    expect(canBoost({ state: 7, boostUntil: null }, commercial, now)).toEqual({ ok: true });
    expect(canBoost({ state: 7, boostUntil: past }, commercial, now)).toEqual({ ok: true });
    expect(canBoost({ state: 7, boostUntil: future }, commercial, now)).toMatchObject({
      status: 409,
      message: AD_LABELS.refusals.alreadyBoosted,
    });
    expect(canBoost({ state: 6, boostUntil: null }, commercial, now)).toMatchObject({
      status: 409,
      message: AD_LABELS.refusals.boostNotOnline,
    });
    expect(canBoost({ state: 7, boostUntil: null }, brandAdmin, now)).toMatchObject({ status: 403 });
  });
  it('can be removed while it runs', () => {
    expect(canRemoveBoost({ boostUntil: future }, superAdmin, now)).toEqual({ ok: true });
    expect(canRemoveBoost({ boostUntil: past }, superAdmin, now)).toMatchObject({ status: 409 });
    expect(canRemoveBoost({ boostUntil: future }, brandAdmin, now)).toMatchObject({ status: 403 });
  });
  it('lasts the chosen number of days', () => {
    expect(boostEnd(now, 30).toISOString()).toBe('2026-12-21T12:00:00.000Z');
  });
});

describe('availability', () => {
  const today = '2026-11-21';
  it('is available when the start is past or today', () => {
    expect(isAvailable(null, today)).toBe(true);
    expect(isAvailable('2026-11-21', today)).toBe(true);
    expect(isAvailable('2026-11-22', today)).toBe(false);
  });
  it('moves 6 months ahead, or to yesterday', () => {
    expect(unavailableStart(today)).toBe('2027-05-21');
    expect(availableStart(today)).toBe('2026-11-20');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
  });
  it('accepts a chosen date from today (and yesterday, the make-available action)', () => {
    expect(checkAvailabilityDate('2026-11-21', today)).toEqual({ ok: true });
    expect(checkAvailabilityDate('2026-11-20', today)).toEqual({ ok: true });
    expect(checkAvailabilityDate('2026-11-19', today)).toMatchObject({ ok: false, status: 409 });
  });
});

describe('deletion and history', () => {
  it('refuses to delete a rented ad', () => {
    expect(canDelete({ bookingState: 0 })).toEqual({ ok: true });
    expect(canDelete({ bookingState: 6 })).toMatchObject({ ok: false, status: 409, message: AD_LABELS.refusals.rented });
  });
  it('shows history to ROLE_ADMIN unbranded only', () => {
    expect(canSeeAdHistory(superAdmin)).toBe(true);
    expect(canSeeAdHistory(commercial)).toBe(false);
    expect(canSeeAdHistory(brandAdmin)).toBe(false);
  });
});

describe('public page', () => {
  it('joins the front base and the slug', () => {
    expect(publicAdUrl('http://www.brand9.localhost/', 'bureau-1')).toBe('http://www.brand9.localhost/bureau-1');
    expect(adSlug('Bureau privé à Paris', 12)).toBe('bureau-prive-a-paris-12');
  });
});

describe('a rented ad (booking state 4–9, "locked")', () => {
  const rented = [4, 6, 9];
  it('cannot go online or offline, be boosted or be deleted, with the reason in French', () => {
    for (const bookingState of rented) {
      expect(canTakeOnline({ state: 4, mandate: 2, wrongPhoto: false, bookingState }, superAdmin)).toEqual({
        ok: false,
        status: 409,
        message: AD_LABELS.refusals.lockedOnline,
      });
      expect(canTakeOffline({ state: 7, bookingState }, superAdmin)).toEqual({
        ok: false,
        status: 409,
        message: AD_LABELS.refusals.lockedOffline,
      });
      expect(canBoost({ state: 7, boostUntil: null, bookingState }, commercial, now)).toEqual({
        ok: false,
        status: 409,
        message: AD_LABELS.refusals.lockedBoost,
      });
      expect(canDelete({ bookingState })).toMatchObject({ ok: false, status: 409 });
    }
  });
  it('still lets a running boost be removed', () => {
    expect(canRemoveBoost({ boostUntil: '2026-12-01T00:00:00Z' }, superAdmin, now)).toEqual({ ok: true });
  });
  it('leaves the other booking states free', () => {
    for (const bookingState of [0, 3]) {
      expect(canTakeOnline({ state: 4, mandate: 2, wrongPhoto: false, bookingState }, superAdmin)).toEqual({ ok: true });
      expect(canTakeOffline({ state: 7, bookingState }, superAdmin)).toEqual({ ok: true });
      expect(canBoost({ state: 7, boostUntil: null, bookingState }, commercial, now)).toEqual({ ok: true });
    }
  });
  it('answers who may not act before what the ad forbids', () => {
    expect(canTakeOffline({ state: 7, bookingState: 5 }, commercial)).toMatchObject({ status: 403 });
    expect(canBoost({ state: 7, boostUntil: null, bookingState: 5 }, brandAdmin, now)).toMatchObject({ status: 403 });
  });
});
