import { isSuperAdmin } from '../auth/roles.ts';
import { AD_LABELS } from './labels.ts';

/**
 * The ad rules of tables-and-sheets §4, shared by the table (which actions to offer) and the
 * server (which changes to refuse with a 409). Dates are Paris calendar days, YYYY-MM-DD.
 */

/** 7 and above: online. */
export const AD_ONLINE_STATE = 7;
/** The state an administrator sets to take an ad offline. */
export const AD_OFFLINE_STATE = 6;
/** 3 to 6: offline but eligible to go online. */
export const AD_ELIGIBLE_STATES = [3, 4, 5, 6] as const;
/** members-bookings-feed §9: a new ad starts at 3. */
export const AD_DEFAULT_STATE = 3;
/** Booking state 4 to 9: rented, locked by a contract. */
export const AD_RENTED_FROM = 4;
export const MANDATE_SIGNED = 2;
export const BOOST_DURATIONS = [30, 60, 90] as const;
export type BoostDuration = (typeof BOOST_DURATIONS)[number];
/** tables-and-sheets §9: making an ad unavailable moves its start 6 months ahead. */
export const UNAVAILABILITY_MONTHS = 6;

/** What the rules read of an ad. */
export interface AdFacts {
  state: number;
  bookingState: number;
  mandate: number;
  wrongPhoto: boolean;
  /** End of the boost, ISO instant; a past end means not boosted (a boost ends by itself). */
  boostUntil: string | null;
  availabilityStart: string | null;
}

/** Who acts: their roles and their deployment (null = the main platform, the "full view"). */
export interface AdActor {
  roles: readonly string[];
  brandId: number | null;
}

export type Verdict = { ok: true } | { ok: false; status: 403 | 409; message: string };

const OK: Verdict = { ok: true };
const refuse = (status: 403 | 409, message: string): Verdict => ({ ok: false, status, message });

export function isOnline(state: number): boolean {
  return state >= AD_ONLINE_STATE;
}

export function isRented(bookingState: number): boolean {
  return bookingState >= AD_RENTED_FROM && bookingState <= 9;
}

export function isBoosted(boostUntil: string | Date | null, now: Date): boolean {
  if (boostUntil === null) return false;
  return new Date(boostUntil).getTime() > now.getTime();
}

/** Available once the start date is past (today counts); no date means available. */
export function isAvailable(availabilityStart: string | null, today: string): boolean {
  return availabilityStart === null || availabilityStart <= today;
}

/**
 * §4 calls a rented ad (booking state 4–9) locked. The product reads it as: its contract holds
 * the ad's publication. It cannot go online or offline, be boosted or be deleted while rented;
 * its availability date can still change, and a running boost can still be removed. A caller
 * that does not know the booking state leaves it out and gets the other rules only; the server
 * always gives it.
 */
type Lockable = Partial<Pick<AdFacts, 'bookingState'>>;

const locked = (ad: Lockable) => ad.bookingState !== undefined && isRented(ad.bookingState);

/** §4: online (7) from 3–6 with a signed mandate and, in the full (unbranded) view, no wrong photo; never a rented ad. */
export function canTakeOnline(ad: Pick<AdFacts, 'state' | 'mandate' | 'wrongPhoto'> & Lockable, actor: AdActor): Verdict {
  if (locked(ad)) return refuse(409, AD_LABELS.refusals.lockedOnline);
  if (isOnline(ad.state)) return refuse(409, AD_LABELS.refusals.alreadyOnline);
  if (ad.state < 3) return refuse(409, AD_LABELS.refusals.notEligible);
  if (ad.mandate !== MANDATE_SIGNED) return refuse(409, AD_LABELS.refusals.mandateNotSigned);
  if (actor.brandId === null && ad.wrongPhoto) return refuse(409, AD_LABELS.refusals.wrongPhoto);
  return OK;
}

/** §4 and §6: only a ROLE_ADMIN of the main platform takes an online ad offline (to 6); never a rented ad. */
export function canTakeOffline(ad: Pick<AdFacts, 'state'> & Lockable, actor: AdActor): Verdict {
  if (!isSuperAdmin(actor.roles) || actor.brandId !== null) return refuse(403, AD_LABELS.refusals.offlineAdminOnly);
  if (locked(ad)) return refuse(409, AD_LABELS.refusals.lockedOffline);
  if (!isOnline(ad.state)) return refuse(409, AD_LABELS.refusals.notOnline);
  return OK;
}

/**
 * Why an online ad, once taken offline, could not be put back online (no signed mandate, photos
 * flagged…), or null when it could: the offline confirmation warns of a one-way trip.
 */
export function offlineIsOneWay(ad: Pick<AdFacts, 'mandate' | 'wrongPhoto'>, actor: AdActor): string | null {
  const back = canTakeOnline({ ...ad, state: 6 }, actor);
  return back.ok ? null : back.message;
}

/** §4: a boost for online ads not boosted yet, in the unbranded deployment; never for a rented ad. */
export function canBoost(ad: Pick<AdFacts, 'state' | 'boostUntil'> & Lockable, actor: AdActor, now: Date): Verdict {
  if (actor.brandId !== null) return refuse(403, AD_LABELS.refusals.boostUnbrandedOnly);
  if (locked(ad)) return refuse(409, AD_LABELS.refusals.lockedBoost);
  if (!isOnline(ad.state)) return refuse(409, AD_LABELS.refusals.boostNotOnline);
  if (isBoosted(ad.boostUntil, now)) return refuse(409, AD_LABELS.refusals.alreadyBoosted);
  return OK;
}

export function canRemoveBoost(ad: Pick<AdFacts, 'boostUntil'>, actor: AdActor, now: Date): Verdict {
  if (actor.brandId !== null) return refuse(403, AD_LABELS.refusals.boostUnbrandedOnly);
  if (!isBoosted(ad.boostUntil, now)) return refuse(409, AD_LABELS.refusals.notBoosted);
  return OK;
}

/** A rented ad is held by its contract: it cannot be deleted. */
export function canDelete(ad: Pick<AdFacts, 'bookingState'>): Verdict {
  return locked(ad) ? refuse(409, AD_LABELS.refusals.rented) : OK;
}

/** §4 and §6: the history of an ad is for ROLE_ADMIN in the unbranded deployment. */
export function canSeeAdHistory(actor: AdActor): boolean {
  return isSuperAdmin(actor.roles) && actor.brandId === null;
}

const DAY_MS = 86_400_000;

function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return new Date(parseDay(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Same day of month `months` later, clamped to the month's last day (31 August + 6 → 28/29 February). */
export function addMonths(day: string, months: number): string {
  const d = parseDay(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/** §4 "make unavailable": the start moves 6 months ahead of today. */
export function unavailableStart(today: string): string {
  return addMonths(today, UNAVAILABILITY_MONTHS);
}

/** §4 "make available": the start is set to yesterday, so the ad is available now. */
export function availableStart(today: string): string {
  return addDays(today, -1);
}

/**
 * §4 availability: a chosen date must be today or later; yesterday is the "make available"
 * action itself, so it is accepted too.
 */
export function checkAvailabilityDate(value: string, today: string): Verdict {
  return value >= availableStart(today) ? OK : refuse(409, AD_LABELS.refusals.availabilityTooEarly);
}

/** End of a boost of `days` days started at `now`. */
export function boostEnd(now: Date, days: BoostDuration): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** The public ad page: the brand's front-site base address (or the main platform's) and the slug. */
export function publicAdUrl(frontBase: string, slug: string): string {
  return `${frontBase.replace(/\/+$/, '')}/${encodeURIComponent(slug)}`;
}

/** The main platform's public front site, when the ad has no brand (tables-and-sheets §2). */
export const MAIN_FRONT_URL = 'https://www.hubgrade.fr';

/** A URL-safe slug from a title; the ad id keeps it unique. */
export function adSlug(title: string, id: number): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'annonce'}-${id}`;
}
