import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from '../format/dates.ts';

/** Feed message states (members-bookings-feed §4): 1 brouillon, 2 planifié, 3 publié. */
export const FEED_STATES = [1, 2, 3] as const;
export type FeedState = (typeof FEED_STATES)[number];
export const FEED_DRAFT = 1;
export const FEED_PLANNED = 2;
export const FEED_PUBLISHED = 3;

/** The dot of each state (§4): grey, orange, green. */
export const FEED_STATE_COLOURS: Record<FeedState, string> = { 1: '#9E9E9E', 2: '#F57C00', 3: '#2E7D32' };

/** Spec §9: the categories table shows 20 rows a page. */
export const FEED_CATEGORY_PAGE_SIZE = 20;
export const FEED_MESSAGE_PAGE_SIZE = 20;
/** How often an API instance looks for planned messages whose date has come. */
export const FEED_PUBLISH_POLL_MS = 30_000;

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** A planned date as the card writes it (§2.20), in Paris time: "12 mars 2024 à 10h30". */
export function formatFeedDate(value: Date | string): string {
  const at = new TZDate(new Date(value).getTime(), TIME_ZONE);
  const minutes = String(at.getMinutes()).padStart(2, '0');
  return `${at.getDate()} ${MONTHS[at.getMonth()]} ${at.getFullYear()} à ${at.getHours()}h${minutes}`;
}

/**
 * The state a save leads to, or why it is refused: planning needs a date still to come; a
 * published message stays published (its receivers have seen it).
 */
export function nextFeedState(
  current: FeedState | null,
  wanted: FeedState,
  plannedAt: Date | null,
  now: Date,
): { state: FeedState } | { refusal: 'publishedStays' | 'plannedRequired' | 'plannedInPast' } {
  if (current === FEED_PUBLISHED && wanted !== FEED_PUBLISHED) return { refusal: 'publishedStays' };
  if (wanted === FEED_PLANNED) {
    if (!plannedAt) return { refusal: 'plannedRequired' };
    if (plannedAt.getTime() <= now.getTime()) return { refusal: 'plannedInPast' };
  }
  return { state: wanted };
}

/** Whether a message shows its participants (event category) or its likes (§2.20). */
export function isEventMessage(categories: readonly { isEvent: boolean }[]): boolean {
  return categories.some((c) => c.isEvent);
}

/** A planned date as a `datetime-local` field holds it, in Paris time: "2024-03-12T10:30". */
export function toParisLocal(value: string): string {
  const at = new TZDate(new Date(value).getTime(), TIME_ZONE);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** The instant a `datetime-local` value names in Paris time, as ISO; null when it is not one. */
export function fromParisLocal(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, TIME_ZONE).getTime()).toISOString();
}
