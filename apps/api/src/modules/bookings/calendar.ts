import { randomBytes } from 'node:crypto';
import { BOOKING_LABELS as L } from '@hubgrade/domain/bookings/labels';
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import ical from 'ical-generator';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { meetingRoomCalendarFeeds, meetingRoomReservations, meetingRooms, sites, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { checkModule, roomScope } from './rooms.ts';

/**
 * Secret calendar addresses (iCalendar, RFC 5545) that Google Calendar or Outlook subscribe to:
 * no sign-in, the token in the path is the key. 32 random bytes cannot be guessed; a new token
 * retires the old address at once. The feed holds the bookings from 3 months back on (the first
 * FEED_LIMIT): what a calendar shows, not the archive.
 */

const FEED_LIMIT = 5000;

type Owner = { userId: number } | { roomId: number };
const ownerFilter = (owner: Owner) =>
  'userId' in owner ? eq(meetingRoomCalendarFeeds.userId, owner.userId) : eq(meetingRoomCalendarFeeds.roomId, owner.roomId);

const newToken = () => randomBytes(32).toString('base64url');
const feedUrl = (config: Pick<Config, 'publicUrl'>, token: string) => `${config.publicUrl}/api/calendar/sdr/${token}.ics`;

async function tokenOf(db: Executor, owner: Owner, brandId: number | null, renew: boolean): Promise<string> {
  const [existing] = await db.select({ token: meetingRoomCalendarFeeds.token }).from(meetingRoomCalendarFeeds).where(ownerFilter(owner));
  if (existing && !renew) return existing.token;
  const token = newToken();
  if (existing) await db.update(meetingRoomCalendarFeeds).set({ token, createdAt: new Date() }).where(ownerFilter(owner));
  else await db.insert(meetingRoomCalendarFeeds).values({ token, brandId, ...owner });
  return token;
}

/** GET / POST /sdr-reservation/calendar-feed: the caller's own address, created on first use; POST replaces it. */
export async function myCalendarFeed(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  actor: SessionUser,
  renew: boolean,
): Promise<{ url: string }> {
  checkModule(actor);
  return { url: feedUrl(config, await tokenOf(db, { userId: actor.id }, actor.brandId, renew)) };
}

/** A member's address, created on first use (an invitation mailed to them gives it). */
export async function myFeedUrl(db: Executor, config: Pick<Config, 'publicUrl'>, userId: number, brandId: number | null): Promise<string> {
  return feedUrl(config, await tokenOf(db, { userId }, brandId, false));
}

/** GET / POST /sdr/{id}/calendar-feed: a room's address, for staff of its brand; POST replaces it. */
export async function roomCalendarFeed(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  actor: SessionUser,
  roomId: number,
  renew: boolean,
): Promise<{ url: string }> {
  const [room] = await db
    .select({ id: meetingRooms.id, brandId: meetingRooms.brandId })
    .from(meetingRooms)
    .where(and(eq(meetingRooms.id, roomId), roomScope(actor, null)));
  if (!room) throw notFound();
  return { url: feedUrl(config, await tokenOf(db, { roomId }, room.brandId, renew)) };
}

export interface FeedEvent {
  id: number;
  startsAt: Date;
  endsAt: Date;
  subject: string;
  guests: string[];
  private: boolean;
  roomName: string;
  siteName: string;
  firstName: string;
  lastName: string;
}

/**
 * GET /calendar/sdr/{token}.ics: the member's bookings (their own and those they are a guest of),
 * or the room's, as an iCalendar text. A room's feed is read by everyone the address was given
 * to: a private booking shows there as busy, without subject nor guests.
 */
export async function calendarFeed(db: Db, tokenFile: string): Promise<string> {
  const token = tokenFile.replace(/\.ics$/, '');
  const [feed] = await db
    .select({
      userId: meetingRoomCalendarFeeds.userId,
      roomId: meetingRoomCalendarFeeds.roomId,
      email: users.email,
      roomName: meetingRooms.name,
    })
    .from(meetingRoomCalendarFeeds)
    .leftJoin(users, and(eq(users.id, meetingRoomCalendarFeeds.userId), isNull(users.deletedAt)))
    .leftJoin(meetingRooms, eq(meetingRooms.id, meetingRoomCalendarFeeds.roomId))
    .where(eq(meetingRoomCalendarFeeds.token, token));
  if (!feed || (feed.userId !== null && feed.email === null)) throw notFound();
  const whose: SQL =
    feed.userId !== null
      ? sql`(${meetingRoomReservations.userId} = ${feed.userId} or ${feed.email ?? ''} = any(${meetingRoomReservations.guests}))`
      : sql`${meetingRoomReservations.roomId} = ${feed.roomId}`;
  const events: FeedEvent[] = await db
    .select({
      id: meetingRoomReservations.id,
      startsAt: meetingRoomReservations.startsAt,
      endsAt: meetingRoomReservations.endsAt,
      subject: meetingRoomReservations.subject,
      guests: meetingRoomReservations.guests,
      private: meetingRoomReservations.private,
      roomName: meetingRooms.name,
      siteName: sites.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(meetingRoomReservations)
    .innerJoin(meetingRooms, eq(meetingRooms.id, meetingRoomReservations.roomId))
    .innerJoin(sites, eq(sites.id, meetingRooms.siteId))
    .innerJoin(users, eq(users.id, meetingRoomReservations.userId))
    .where(and(whose, isNull(meetingRoomReservations.cancelledAt), gt(meetingRoomReservations.endsAt, sql`now() - interval '3 months'`)))
    .orderBy(meetingRoomReservations.startsAt)
    .limit(FEED_LIMIT);
  const title = feed.roomName !== null ? L.feed.roomTitle(feed.roomName) : L.feed.title;
  return calendarText(title, events, feed.roomId !== null).toString();
}

/**
 * The .ics joined to an invitation: the meetings just booked, under the UIDs the member's feed
 * gives them, so that a calendar holding both keeps each meeting once.
 */
export function invitationCalendar(title: string, events: readonly FeedEvent[]): string {
  return calendarText(title, events, false).toString();
}

/**
 * An iCalendar of bookings; `masked` shows private ones as busy. Each event's UID is stable, so a
 * calendar updates it in place. Times are written as UTC instants: ical-generator writes a Date's
 * fields in the process's own zone under a TZID, which put a 10:00 Paris meeting at 08:00 on a
 * server running in UTC (and a calendar-wide zone makes them floating times, read in the
 * reader's zone). An instant is right in every calendar app, which shows it in its user's zone.
 */
function calendarText(title: string, events: readonly FeedEvent[], masked: boolean) {
  const calendar = ical({ name: title, prodId: { company: 'Hubgrade', product: 'sdr-reservation', language: 'FR' } });
  for (const event of events) {
    const hidden = masked && event.private;
    calendar.createEvent({
      id: `sdr-reservation-${event.id}@hubgrade`,
      start: event.startsAt,
      end: event.endsAt,
      summary: hidden ? L.feed.busy : event.subject,
      location: `${event.roomName} – ${event.siteName}`,
      description: hidden ? null : `${event.firstName} ${event.lastName}${event.guests.length > 0 ? `\n${event.guests.join(', ')}` : ''}`,
    });
  }
  return calendar;
}
