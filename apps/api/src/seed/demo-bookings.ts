import { occurrencesOf, seriesDays } from '@hubgrade/domain/bookings/recurrence';
import { defaultSubject, type FixedSlot, isPrivateByDefault, slotWindow } from '@hubgrade/domain/bookings/rules';
import { ZFrequency } from '@hubgrade/domain/bookings/schemas';
import { addParisDays } from '@hubgrade/domain/format/paris-calendar';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { meetingRoomReservations, meetingRoomSeries } from '../db/schema/index.ts';
import { createRandom } from './prng.ts';

/** The seeded weeks: thirteen before and thirteen after this Monday, fixed so that two runs give the same rows. */
const FIRST_DAY = '2026-08-24';
const DAYS = 26 * 7;

/** A weekly team meeting at 08:00–09:00 and a monthly one on the second Thursday, before the day's slots, so they never meet them. */
const WEEKLY = ZFrequency.parse({ number: 1, period: 'semaines', endType: 'count', endCount: 26 });
const MONTHLY = ZFrequency.parse({ number: 1, period: 'mois', sameDayOfMonth: false, nthWeekdayOfMonth: 2, endType: 'count', endCount: 6 });
const SERIES_HOURS = { from: 8 * 60, to: 9 * 60 };

/**
 * Demo meeting-room bookings: on each working day, some rooms booked for one fixed slot by a
 * member of the room's brand, so the planning of any demo site has a few events a day (one in
 * seven private); one slot a room a day, so they never overlap. Every other room also holds a
 * weekly series on Mondays, and every third a monthly one on the second Thursday, both at 08:00.
 */
export async function seedBookings(db: Db): Promise<void> {
  const random = createRandom(20261126);
  const rooms = await queryRows<{
    id: number;
    brand_id: number | null;
    half_day: number | null;
    day: number | null;
    evening: number | null;
  }>(
    db,
    sql`select id, brand_id, price_half_day_cents as half_day, price_day_cents as day, price_evening_cents as evening from meeting_rooms order by id`,
  );
  const members = await queryRows<{ id: number; brand_id: number | null; first_name: string; last_name: string; company: string | null }>(
    db,
    sql`select u.id, u.brand_id, u.first_name, u.last_name, c.name as company from users u left join companies c on c.id = u.company_id
        where u.roles = '{ROLE_USER}' and u.deleted_at is null and u.enabled order by u.id`,
  );
  const values: (typeof meetingRoomReservations.$inferInsert)[] = [];
  for (let d = 0; d < DAYS; d++) {
    const day = addParisDays(FIRST_DAY, d);
    if (d % 7 >= 5) continue;
    for (const room of rooms) {
      if (!random.chance(0.4)) continue;
      const candidates = members.filter((m) => m.brand_id === room.brand_id);
      if (candidates.length === 0) continue;
      const member = random.pick(candidates);
      const slots: FixedSlot[] = room.half_day === null ? [] : [1, 2];
      if (room.day !== null) slots.push(3);
      if (room.evening !== null) slots.push(4);
      const slot = slots.length > 0 ? random.pick(slots) : null;
      // A room let by the hour only is booked for one to three hours from 9h to 15h.
      const window = slot
        ? slotWindow(day, slot)
        : (() => {
            const from = slotWindow(day, 1).start.getTime() + random.int(0, 6) * 3_600_000;
            return { start: new Date(from), end: new Date(from + random.int(1, 3) * 3_600_000) };
          })();
      values.push({
        brandId: room.brand_id,
        roomId: room.id,
        userId: member.id,
        startsAt: window.start,
        endsAt: window.end,
        selectedTime: slot ?? 0,
        subject: defaultSubject({ companyName: member.company, firstName: member.first_name, lastName: member.last_name }),
        private: isPrivateByDefault(room.brand_id) || random.chance(1 / 7),
        createdBy: member.id,
        createdAt: new Date(window.start.getTime() - 7 * 86_400_000),
      });
    }
  }
  for (const [index, room] of rooms.entries()) {
    const candidates = members.filter((m) => m.brand_id === room.brand_id);
    if (candidates.length === 0) continue;
    const plans = [
      ...(index % 2 === 0 ? [{ frequency: WEEKLY, startsOn: FIRST_DAY }] : []),
      // 2026-09-10 is the second Thursday of September.
      ...(index % 3 === 0 ? [{ frequency: MONTHLY, startsOn: '2026-09-10' }] : []),
    ];
    for (const { frequency, startsOn } of plans) {
      const member = random.pick(candidates);
      const [series] = await db
        .insert(meetingRoomSeries)
        .values({
          brandId: room.brand_id,
          roomId: room.id,
          userId: member.id,
          startsOn,
          period: frequency.period,
          interval: frequency.number,
          days: frequency.days,
          endType: frequency.endType,
          endCount: frequency.endCount,
          sameDayOfMonth: frequency.sameDayOfMonth,
          nthWeekdayOfMonth: frequency.nthWeekdayOfMonth,
          createdBy: member.id,
        })
        .returning({ id: meetingRoomSeries.id });
      for (const meeting of occurrencesOf(seriesDays(startsOn, frequency), SERIES_HOURS)) {
        values.push({
          brandId: room.brand_id,
          roomId: room.id,
          userId: member.id,
          startsAt: meeting.start,
          endsAt: meeting.end,
          selectedTime: 0,
          subject: frequency.period === 'mois' ? 'Point mensuel' : 'Réunion d’équipe',
          private: isPrivateByDefault(room.brand_id),
          createdBy: member.id,
          createdAt: new Date(`${startsOn}T00:00:00Z`),
          seriesId: series?.id ?? null,
        });
      }
    }
  }
  for (let i = 0; i < values.length; i += 500) await db.insert(meetingRoomReservations).values(values.slice(i, i + 500));
}
