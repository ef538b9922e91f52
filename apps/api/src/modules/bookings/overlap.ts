import { type SQL, sql } from 'drizzle-orm';
import { meetingRoomReservations } from '../../db/schema/index.ts';

/**
 * A booking meets the window [start, end): written as an overlap of ranges, which the GiST indexes
 * on the bookings' span answer (the exclusion constraint's for one room, the span index for every
 * room). Two bounds on starts_at and ends_at would each bound one side only, so that a window
 * read the room's (or the table's) whole past.
 */
export const meetsWindow = (start: Date, end: Date): SQL =>
  sql`tstzrange(${meetingRoomReservations.startsAt}, ${meetingRoomReservations.endsAt}) && tstzrange(${start}::timestamptz, ${end}::timestamptz)`;
