import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { VolumeGenerator } from './scale-context.ts';
import { below, chance, int, intArray, pick } from './scale-random.ts';

/**
 * Meeting rooms and their bookings for the benchmark volume: two rooms on every generated site,
 * then 100,000 bookings per scale unit (a million at scale 10). Bookings go to the generated rooms
 * only, in turn, each room's in 2-hour slots (08:00, 10:00, 14:00, 16:00 Paris time) on the
 * weekdays from Monday 2 January 2023 on: no two overlap, so the exclusion constraint accepts them
 * all, and the demo rooms' recent bookings are untouched.
 */
const BOOKINGS_PER_SCALE = 100_000;
const SLOT_HOURS = [8, 10, 14, 16];
const COLOURS = ['#1E88E5', '#43A047', '#8E24AA', '#F4511E', '#00897B'];

export const bookingsVolume: VolumeGenerator = {
  area: 'bookings',
  async generate(ctx) {
    const { tx } = ctx;
    await ctx.insert(
      'meeting_rooms',
      sql`
      insert into meeting_rooms (brand_id, site_id, name, color, capacity, price_hour_cents, price_half_day_cents, price_day_cents, room_type)
      select s.brand_id, s.id, 'Salle ' || s.id || '-' || r.n, ${pick(COLOURS, 1701, 's.id * 2 + r.n')},
        4 + ${below(1702, 20, 's.id * 2 + r.n')}, 100 * (15 + ${below(1703, 40, 's.id * 2 + r.n')}),
        100 * (60 + ${below(1704, 100, 's.id * 2 + r.n')}), 100 * (100 + ${below(1705, 200, 's.id * 2 + r.n')}), 1
      from sites s cross join (values (1), (2)) r(n)
      where not exists (select 1 from meeting_rooms m where m.site_id = s.id)`,
    );
    await tx.execute(sql`
      create temporary table volume_rooms on commit drop as
      select row_number() over (order by m.id)::int as n, m.id, m.brand_id
      from meeting_rooms m where not exists (select 1 from meeting_room_reservations r where r.room_id = m.id)`);
    await tx.execute(sql`
      create temporary table volume_room_members on commit drop as
      select coalesce(brand_id, 0) as scope, row_number() over (partition by coalesce(brand_id, 0) order by id)::int as n, id
      from users where roles = '{ROLE_USER}' and deleted_at is null`);
    await tx.execute(sql`create index on volume_rooms (n)`);
    await tx.execute(sql`create index on volume_room_members (scope, n)`);
    const [counts] = await queryRows<{ rooms: number }>(tx, sql`select count(*)::int as rooms from volume_rooms`);
    const rooms = counts?.rooms ?? 0;
    if (rooms === 0) return;
    const from = await ctx.nextId('meeting_room_reservations');
    await ctx.series(
      'meeting_room_reservations',
      BOOKINGS_PER_SCALE * ctx.scale,
      (first, last) => sql`
      with scopes as (select scope, max(n) as size from volume_room_members group by scope)
      insert into meeting_room_reservations (id, brand_id, room_id, user_id, starts_at, ends_at, selected_time, subject, private)
      select ${int(from)} - 1 + g, r.brand_id, r.id, m.id, t.starts_at, t.starts_at + interval '2 hours', 0,
        'Réunion ' || g, ${chance(1711, 0.1)}
      from generate_series(${int(first)}, ${int(last)}) g
      join volume_rooms r on r.n = 1 + (g - 1) % ${int(rooms)}
      join scopes sc on sc.scope = coalesce(r.brand_id, 0)
      join volume_room_members m on m.scope = sc.scope and m.n = 1 + ${below(1712, 1_000_000)} % sc.size
      cross join lateral (select (g - 1) / ${int(rooms)} as k) k
      cross join lateral (
        select ((date '2023-01-02' + ((k.k / 4) / 5 * 7 + (k.k / 4) % 5)::int)
                + make_interval(hours => (${intArray(SLOT_HOURS)})[1 + k.k % 4]))
               at time zone 'Europe/Paris' as starts_at
      ) t`,
    );
  },
};
