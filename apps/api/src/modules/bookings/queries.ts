import { durationText } from '@hubgrade/domain/bookings/rules';
import type { MeetingRoomReservation } from '@hubgrade/domain/bookings/schemas';
import { formatDate, formatHour } from '@hubgrade/domain/format/dates';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { meetingRoomReservations, meetingRooms, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';

/** A reservation read back as §3 gives it, its hours in Paris. */
export async function findMeetingRoomReservation(db: Executor, id: number): Promise<MeetingRoomReservation> {
  const [row] = await db
    .select({
      reservation: meetingRoomReservations,
      roomName: meetingRooms.name,
      roomColor: meetingRooms.color,
      roomType: meetingRooms.roomType,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(meetingRoomReservations)
    .innerJoin(meetingRooms, eq(meetingRooms.id, meetingRoomReservations.roomId))
    .innerJoin(users, eq(users.id, meetingRoomReservations.userId))
    .where(eq(meetingRoomReservations.id, id));
  if (!row) throw notFound();
  const r = row.reservation;
  return {
    id: r.id,
    sdrId: r.roomId,
    sdrName: row.roomName,
    sdrColor: row.roomColor,
    sdrTypeId: row.roomType === 2 ? 2 : 1,
    sdrSetUp: r.setUpId,
    userId: r.userId,
    userFirstName: row.firstName,
    userLastName: row.lastName,
    userEmail: row.email,
    date: r.startsAt.toISOString(),
    dateEnd: r.endsAt.toISOString(),
    day: formatDate(r.startsAt),
    begin: formatHour(r.startsAt),
    end: formatHour(r.endsAt),
    duration: durationText(r.startsAt, r.endsAt),
    selectedTime: r.selectedTime,
    guests: r.guests.join(';'),
    subject: r.subject,
    private: r.private,
    quotaFree: r.quotaFree,
    brandId: r.brandId,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    group: null,
    frequency: null,
  };
}
