import type { BillableBooking, BookingKind } from '@hubgrade/domain/billing/booking-billing';
import type { BillingPeriod } from '@hubgrade/domain/billing/contract-billing';
import { TIME_ZONE } from '@hubgrade/domain/format/dates';
import { addParisDays, parisDayStart } from '@hubgrade/domain/format/paris-calendar';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import {
  bookingBillings,
  coworkingSpaces,
  meetingRoomReservations,
  meetingRooms,
  quoteLines,
  users,
  workstationReservations,
} from '../../db/schema/index.ts';
import { ofBrand } from '../../lib/brand-scope.ts';

/**
 * The bookings charged in euros a month has left to invoice, read straight from the booking
 * tables: a meeting room or a workstation with a price that no credit paid (the slots of an
 * accepted quote), held that month (Paris days), not invoiced yet, and still due: not cancelled,
 * or cancelled once it had started (a meeting) or on its day (a workstation), which stays due as
 * with credits. The VAT rate is the quote line's that booked it, else the standard rate.
 */

/** The rate a booking's line takes when no quote line gives one: the standard 20 %. */
const STANDARD_VAT_RATE = 2000;

/** Bookings invoiced per client per batch: a client is one company, or one member without a company. */
export interface BookingClient {
  userId: number;
  companyId: number | null;
  bookings: BillableBooking[];
}

interface EuroBookingRow {
  kind: BookingKind;
  id: number;
  user_id: number;
  company_id: number | null;
  place_name: string;
  day: string;
  start: string;
  end: string;
  price_cents: number;
  vat_rate: number;
}

function euroBookings(brandId: number | null, month: BillingPeriod): SQL {
  const from = parisDayStart(month.from);
  const to = parisDayStart(addParisDays(month.to, 1));
  const m = meetingRoomReservations;
  const w = workstationReservations;
  return sql`
    select 'meetingRoom' as kind, ${m.id} as id, ${m.userId} as user_id, ${meetingRooms.name} as place_name,
      to_char(${m.startsAt} at time zone ${TIME_ZONE}, 'YYYY-MM-DD') as day,
      to_char(${m.startsAt} at time zone ${TIME_ZONE}, 'HH24:MI') as start,
      to_char(${m.endsAt} at time zone ${TIME_ZONE}, 'HH24:MI') as "end",
      ${m.priceCents} as price_cents, coalesce(${quoteLines.vatRate}, ${STANDARD_VAT_RATE}) as vat_rate
    from ${m}
    join ${meetingRooms} on ${meetingRooms.id} = ${m.roomId}
    left join ${quoteLines} on ${quoteLines.meetingRoomReservationId} = ${m.id}
    where ${ofBrand(m.brandId, brandId)} and ${m.priceCents} > 0 and ${m.creditEntryId} is null
      and ${m.startsAt} >= ${from} and ${m.startsAt} < ${to}
      and (${m.cancelledAt} is null or ${m.cancelledAt} >= ${m.startsAt})
      and not exists (select 1 from ${bookingBillings} where ${bookingBillings.kind} = 'meetingRoom' and ${bookingBillings.reservationId} = ${m.id})
    union all
    select 'workstation', ${w.id}, ${w.userId}, ${coworkingSpaces.name}, ${w.day}::text,
      to_char(${w.startsAt} at time zone ${TIME_ZONE}, 'HH24:MI'),
      to_char(${w.endsAt} at time zone ${TIME_ZONE}, 'HH24:MI'),
      ${w.priceCents}, coalesce(${quoteLines.vatRate}, ${STANDARD_VAT_RATE})
    from ${w}
    join ${coworkingSpaces} on ${coworkingSpaces.id} = ${w.spaceId}
    left join ${quoteLines} on ${quoteLines.workstationReservationId} = ${w.id}
    where ${ofBrand(w.brandId, brandId)} and ${w.priceCents} > 0 and ${w.debitEntryId} is null
      and ${w.day} between ${month.from} and ${month.to}
      and (${w.cancelledAt} is null or (${w.cancelledAt} at time zone ${TIME_ZONE})::date >= ${w.day})
      and not exists (select 1 from ${bookingBillings} where ${bookingBillings.kind} = 'workstation' and ${bookingBillings.reservationId} = ${w.id})`;
}

/** The client a booking is invoiced to: its member's company, else the member. */
const clientKey = sql`coalesce(${users.companyId}, 0), case when ${users.companyId} is null then e.user_id else 0 end`;

/** How many clients the month's bookings charged in euros still have to invoice. */
export async function countBookingClients(db: Executor, brandId: number | null, month: BillingPeriod): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from (
          select distinct ${clientKey} from (${euroBookings(brandId, month)}) e join ${users} on ${users.id} = e.user_id
        ) c`,
  );
  return row?.count ?? 0;
}

/** The next `limit` clients with bookings left to invoice, each with their bookings; the invoice names the member of their first booking. */
export async function nextBookingClients(
  db: Executor,
  brandId: number | null,
  month: BillingPeriod,
  limit: number,
): Promise<BookingClient[]> {
  const rows = await queryRows<EuroBookingRow & { client_rank: number }>(
    db,
    sql`select * from (
          select e.*, ${users.companyId} as company_id, (dense_rank() over (order by ${clientKey}))::int as client_rank
          from (${euroBookings(brandId, month)}) e join ${users} on ${users.id} = e.user_id
        ) ranked
        where client_rank <= ${limit}
        order by client_rank, day, start, id`,
  );
  const clients = new Map<number, BookingClient>();
  for (const r of rows) {
    const client = clients.get(r.client_rank) ?? { userId: r.user_id, companyId: r.company_id, bookings: [] };
    client.bookings.push({
      kind: r.kind,
      id: r.id,
      placeName: r.place_name,
      day: r.day,
      start: r.start,
      end: r.end,
      priceCents: r.price_cents,
      vatRate: r.vat_rate,
    });
    clients.set(r.client_rank, client);
  }
  return [...clients.values()];
}
