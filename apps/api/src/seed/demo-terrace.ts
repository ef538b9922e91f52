import { addParisDays } from '@hubgrade/domain/format/paris-calendar';
import { at, availability, isWeekend, type Occupancy, type Restriction } from '@hubgrade/domain/terrace/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { terraceReservations, terraceRestrictions, terraces } from '../db/schema/index.ts';
import { createRandom } from './prng.ts';

/** The seeded weeks, those of the meeting-room bookings: four before and four after this Monday. */
const FIRST_DAY = '2026-11-02';
const DAYS = 56;

/**
 * Demo terraces: one per site (a brand without the "terrasse" module does not see its own), each
 * with closures and exceptional capacity changes, and on each working day a few bookings of the site's
 * members and their guests, never beyond the capacity in force.
 */
export async function seedTerrace(db: Db): Promise<void> {
  const random = createRandom(20261127);
  const siteRows = await queryRows<{ id: number; brand_id: number | null }>(db, sql`select id, brand_id from sites order by id`);
  const members = await queryRows<{ id: number; brand_id: number | null }>(
    db,
    sql`select id, brand_id from users where roles = '{ROLE_USER}' and deleted_at is null and enabled order by id`,
  );
  const created = await db
    .insert(terraces)
    .values(
      siteRows.map((s) => ({
        brandId: s.brand_id,
        siteId: s.id,
        capacity: random.pick([8, 12, 20]),
        maxGuests: 2,
        maxDuration: random.pick([60, 120, 240]),
      })),
    )
    .returning();
  const bookings: (typeof terraceReservations.$inferInsert)[] = [];
  for (const terrace of created) {
    const restrictions: Restriction[] = [
      { from: at('2026-12-07', 8, 0), to: at('2026-12-07', 18, 0), reason: 'Nettoyage de la terrasse', capacity: null },
      { from: at('2026-11-30', 14, 0), to: at('2026-11-30', 18, 0), reason: 'Travaux de peinture', capacity: null },
      { from: at('2026-12-02', 12, 0), to: at('2026-12-02', 14, 0), reason: 'Déjeuner d’équipe privatisé', capacity: 4 },
      {
        from: at('2026-12-14', 8, 0),
        to: at('2026-12-18', 18, 0),
        reason: 'Moitié de la terrasse en travaux',
        capacity: Math.floor(terrace.capacity / 2),
      },
    ];
    await db
      .insert(terraceRestrictions)
      .values(restrictions.map((r) => ({ terraceId: terrace.id, startsAt: r.from, endsAt: r.to, reason: r.reason, capacity: r.capacity })));
    const candidates = members.filter((m) => m.brand_id === terrace.brandId);
    if (candidates.length === 0) continue;
    for (let d = 0; d < DAYS; d++) {
      const day = addParisDays(FIRST_DAY, d);
      if (isWeekend(day)) continue;
      const taken: Occupancy[] = [];
      for (let n = random.int(0, 5); n > 0; n--) {
        const from = at(day, random.int(8, 16), random.pick([0, 15, 30]));
        const to = new Date(from.getTime() + Math.min(terrace.maxDuration, random.pick([30, 60, 90])) * 60_000);
        const guests = Array.from({ length: random.int(0, terrace.maxGuests) }, (_, i) => `invite${d}-${n}-${i}@exemple.fr`);
        const people = 1 + guests.length;
        const found = availability(terrace.capacity, restrictions, taken, from, to);
        if (found.isClosed || found.dispoCount < people) continue;
        taken.push({ from, to, people });
        const member = random.pick(candidates);
        bookings.push({
          brandId: terrace.brandId,
          terraceId: terrace.id,
          userId: member.id,
          startsAt: from,
          endsAt: to,
          guests,
          people,
          createdBy: member.id,
          createdAt: new Date(from.getTime() - 3 * 86_400_000),
        });
      }
    }
  }
  for (let i = 0; i < bookings.length; i += 500) await db.insert(terraceReservations).values(bookings.slice(i, i + 500));
}
