import { DEFAULT_WEEK_HOURS, type WeekHours } from '@hubgrade/domain/spaces/opening-hours';
import { inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { meetingRoomSetUpLinks, meetingRoomSetUps, meetingRooms, sites as sitesTable } from '../db/schema/index.ts';
import { createRandom } from './prng.ts';

/** Set-ups of the platform, offered to every brand's type-2 rooms. */
const SET_UPS = ['En U', 'Théâtre', 'Classe', 'Îlots', 'Conférence'];

/** Per site: two rooms booked by slot or hour (type 1) and one with set-ups (type 2); prices in cents, null when not let that way. */
const ROOMS: {
  name: string;
  color: string;
  capacity: number;
  type: 1 | 2;
  hour: number;
  halfDay: number | null;
  evening: number | null;
  day: number | null;
  quota: [number, number] | null;
}[] = [
  { name: 'Salle Rivoli', color: '#1E88E5', capacity: 4, type: 1, hour: 2_500, halfDay: null, evening: null, day: null, quota: [4, 20] },
  {
    name: 'Salle Montaigne',
    color: '#43A047',
    capacity: 10,
    type: 1,
    hour: 4_500,
    halfDay: 15_000,
    evening: 12_000,
    day: 27_000,
    quota: null,
  },
  {
    name: 'Salle Haussmann',
    color: '#8E24AA',
    capacity: 30,
    type: 2,
    hour: 9_000,
    halfDay: 32_000,
    evening: null,
    day: 58_000,
    quota: null,
  },
];

const day = (opens: string, closes: string) => ({ opens, closes });
/**
 * The sites' weeks, in turn: the business-centre default (08:00–19:00 on weekdays), a centre open
 * late with a Saturday morning, and one that closes early on Friday.
 */
const WEEKS: WeekHours[] = [
  DEFAULT_WEEK_HOURS,
  [...Array.from({ length: 5 }, () => day('07:30', '21:00')), day('09:00', '13:00'), null],
  [...Array.from({ length: 4 }, () => day('08:30', '19:30')), day('08:30', '17:00'), null, null],
];

/** Demo data of the sites: their opening hours, three meeting rooms of both types on every site, the set-ups of the type-2 ones. */
export async function seedSpaces(db: Db): Promise<void> {
  const random = createRandom(20261125);
  const setUps = await db
    .insert(meetingRoomSetUps)
    .values(SET_UPS.map((name) => ({ brandId: null, name })))
    .returning({ id: meetingRoomSetUps.id });
  const sites = await queryRows<{ id: number; brand_id: number | null }>(db, sql`select id, brand_id from sites order by id`);
  for (const [k, week] of WEEKS.entries()) {
    const ids = sites.filter((_, i) => i % WEEKS.length === k).map((site) => site.id);
    if (ids.length > 0) await db.update(sitesTable).set({ openingHours: week }).where(inArray(sitesTable.id, ids));
  }
  const rooms = await db
    .insert(meetingRooms)
    .values(
      sites.flatMap((site) =>
        ROOMS.map((room) => ({
          brandId: site.brand_id,
          siteId: site.id,
          name: room.name,
          color: room.color,
          capacity: room.capacity,
          roomType: room.type,
          priceHourCents: room.hour,
          priceHalfDayCents: room.halfDay,
          priceEveningCents: room.evening,
          priceDayCents: room.day,
          quotaHoursPerDay: room.quota?.[0] ?? null,
          quotaHoursPerMonth: room.quota?.[1] ?? null,
        })),
      ),
    )
    .returning({ id: meetingRooms.id, roomType: meetingRooms.roomType });
  const links = rooms
    .filter((room) => room.roomType === 2)
    .flatMap((room) => {
      const first = random.int(0, setUps.length - 1);
      return [0, 1, 2].map((k) => ({ roomId: room.id, setUpId: (setUps[(first + k) % setUps.length] as { id: number }).id }));
    });
  await db.insert(meetingRoomSetUpLinks).values(links);
}
