import { parisTime } from '@hubgrade/domain/bookings/rules';
import { formatDay } from '@hubgrade/domain/format/dates';
import { addParisDays } from '@hubgrade/domain/format/paris-calendar';
import { WORKSTATION_LABELS as L } from '@hubgrade/domain/workstations/labels';
import { minutesOf, seatsFor, workstationPrice } from '@hubgrade/domain/workstations/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { creditEntries, workstationDayCounters, workstationReservations } from '../db/schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { createRandom } from './prng.ts';

/** The seeded weeks: four before and four after the Monday of 23/11/2026, fixed so that two runs give the same rows. */
const FIRST_DAY = '2026-11-02';
const DAYS = 56;
/** The day the demo bookings were "made" at the latest, so that none was made after it. */
const SEEDED_AT = Date.parse('2026-11-23T08:00:00Z');
const STARTS = ['08:30', '09:00', '09:30', '10:00'];
const ENDS = ['12:30', '17:00', '17:30', '18:00'];

/**
 * Demo workstation bookings: on each working day, some coworking spaces have one to three members
 * of their brand, now and then with a guest, each paid from their company's credits as a booking
 * would be (a debit entry, the balance after it), never more seats than the space lets.
 */
export async function seedWorkstations(db: Db): Promise<void> {
  const random = createRandom(20261125);
  const spaces = await queryRows<{
    id: number;
    brand_id: number | null;
    name: string;
    capacity: number;
    price: number;
    opening: string;
    closing: string;
  }>(
    db,
    sql`select id, brand_id, name, reservation_capacity as capacity, daily_price_cents as price, opening_hour as opening, closing_hour as closing
        from coworking_spaces order by id`,
  );
  const members = await queryRows<{ id: number; brand_id: number | null; account: number | null; balance: number }>(
    db,
    sql`select u.id, u.brand_id, a.id as account,
          coalesce((select e.balance_after_cents from credit_entries e where e.account_id = a.id order by e.id desc limit 1), 0)::int as balance
        from users u left join credit_accounts a on a.company_id = u.company_id
        where u.roles = '{ROLE_USER}' and u.enabled and u.deleted_at is null and u.email <> ${DEMO_ACCOUNTS.landlord} order by u.id`,
  );
  const balances = new Map(members.filter((m) => m.account !== null).map((m) => [m.account as number, Number(m.balance)]));
  const bookings: { row: typeof workstationReservations.$inferInsert; debit: typeof creditEntries.$inferInsert | null }[] = [];
  const counters = new Map<string, number>();
  for (let d = 0; d < DAYS; d++) {
    if (d % 7 >= 5) continue;
    const day = addParisDays(FIRST_DAY, d);
    for (const space of spaces) {
      if (!random.chance(0.35)) continue;
      const candidates = members.filter((m) => m.brand_id === space.brand_id && m.account !== null);
      let taken = 0;
      for (let n = random.int(1, 3); n > 0 && candidates.length > 0; n--) {
        const member = random.pick(candidates);
        const guests = random.chance(0.2) ? [`invite${random.int(1, 99)}@exemple.fr`] : [];
        const seats = seatsFor(guests.length);
        const price = workstationPrice(space.price, seats);
        const account = member.account as number;
        const balance = balances.get(account) ?? 0;
        if (taken + seats > space.capacity || price > balance) continue;
        const from = Math.max(minutesOf(random.pick(STARTS)), minutesOf(space.opening));
        const to = Math.min(minutesOf(random.pick(ENDS)), minutesOf(space.closing));
        taken += seats;
        balances.set(account, balance - price);
        const startsAt = parisTime(day, from);
        const createdAt = new Date(Math.min(startsAt.getTime() - random.int(1, 10) * 86_400_000, SEEDED_AT));
        bookings.push({
          row: {
            brandId: space.brand_id,
            spaceId: space.id,
            userId: member.id,
            day,
            startsAt,
            endsAt: parisTime(day, to),
            guests,
            seats,
            priceCents: price,
            createdBy: member.id,
            createdAt,
          },
          debit:
            price === 0
              ? null
              : {
                  accountId: account,
                  brandId: space.brand_id,
                  kind: 'debit',
                  label: L.debitLabel(space.name, formatDay(day)),
                  amountCents: -price,
                  balanceAfterCents: balance - price,
                  createdBy: member.id,
                  createdAt,
                },
        });
      }
      if (taken > 0) counters.set(`${space.id}/${day}`, taken);
    }
  }
  const debits = bookings.flatMap((b) => (b.debit ? [b.debit] : []));
  const debitIds: number[] = [];
  for (let i = 0; i < debits.length; i += 500) {
    const inserted = await db
      .insert(creditEntries)
      .values(debits.slice(i, i + 500))
      .returning({ id: creditEntries.id });
    debitIds.push(...inserted.map((r) => r.id));
  }
  let next = 0;
  const rows = bookings.map((b) => ({ ...b.row, debitEntryId: b.debit ? debitIds[next++] : null }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(workstationReservations).values(rows.slice(i, i + 500));
  const counterRows = [...counters].map(([key, seatsTaken]) => {
    const [spaceId, day] = key.split('/');
    return { spaceId: Number(spaceId), day: day as string, seatsTaken };
  });
  for (let i = 0; i < counterRows.length; i += 500) await db.insert(workstationDayCounters).values(counterRows.slice(i, i + 500));
}
