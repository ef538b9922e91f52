import { durationText } from '@hubgrade/domain/bookings/rules';
import { formatHour } from '@hubgrade/domain/format/dates';
import { addParisDays } from '@hubgrade/domain/format/paris-calendar';
import { minutesOf, seatsLeft } from '@hubgrade/domain/workstations/rules';
import type {
  OpenSpace,
  OpenSpaceBody,
  WorkstationPlanning,
  WorkstationPlanningQuery,
  WorkstationReservation,
} from '@hubgrade/domain/workstations/schemas';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { companies, coworkingSpaces, creditEntries, workstationReservations as r, sites, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { checkModule, isStaff, spaceScope } from './access.ts';

/** Company names are cut to 12 characters in titles (§6). */
const TITLE_COMPANY_LENGTH = 12;

interface SpaceRow {
  id: number;
  name: string;
  color: string;
  dailyPrice: number;
  reservationCapacity: number;
  openingHour: string;
  closingHour: string;
  siteId: number;
  siteName: string;
}

const spaceColumns = sql`${coworkingSpaces.id} as "id", ${coworkingSpaces.name} as "name", ${coworkingSpaces.color} as "color",
  ${coworkingSpaces.dailyPriceCents} as "dailyPrice", ${coworkingSpaces.reservationCapacity} as "reservationCapacity",
  ${coworkingSpaces.openingHour} as "openingHour", ${coworkingSpaces.closingHour} as "closingHour",
  ${sites.id} as "siteId", ${sites.name} as "siteName"`;

/**
 * POST /dispo/brand/{brandId or true}/open-space: the spaces of the scope open over the hours
 * asked, each with its seats left on the day (the booking being edited does not count), full or not.
 */
export async function openSpaces(db: Executor, actor: SessionUser, brand: number | null, body: OpenSpaceBody): Promise<OpenSpace[]> {
  checkModule(actor);
  // A member books in their own brand's spaces only: once chosen, the others are left out.
  const memberBrand =
    body.user === null
      ? sql`true`
      : sql`${coworkingSpaces.brandId} is not distinct from (select ${users.brandId} from ${users} where ${users.id} = ${body.user})`;
  const rows = await queryRows<SpaceRow & { taken: number }>(
    db,
    sql`select ${spaceColumns},
          coalesce((select sum(${r.seats}) from ${r} where ${r.spaceId} = ${coworkingSpaces.id} and ${r.day} = ${body.start}
            and ${r.cancelledAt} is null and ${r.id} <> ${body.eventId ?? 0}), 0)::int as "taken"
        from ${coworkingSpaces} join ${sites} on ${sites.id} = ${coworkingSpaces.siteId}
        where ${spaceScope(coworkingSpaces.brandId, actor, brand)} and ${memberBrand}
        order by ${sites.name}, ${coworkingSpaces.name}, ${coworkingSpaces.id}`,
  );
  const from = minutesOf(body.startHour);
  const to = minutesOf(body.endHour);
  return rows
    .filter((row) => minutesOf(row.openingHour) <= from && to <= minutesOf(row.closingHour))
    .map(({ taken, ...row }) => {
      const left = seatsLeft(row.reservationCapacity, Number(taken));
      return { ...row, capacityLeft: left, full: left < 1 + body.guests };
    });
}

interface ReservationRow {
  id: number;
  openSpaceId: number;
  openSpaceName: string;
  openSpaceColor: string;
  brandId: number | null;
  userId: number;
  userFirstName: string;
  userLastName: string;
  companyName: string | null;
  date: string;
  dateBegin: string;
  dateEnd: string;
  guests: string[];
  seats: number;
  price: number;
  charged: number | null;
  forced: boolean;
  hasWelcomr: boolean;
  cancelledAt: string | null;
}

const reservationSelect = sql`select ${r.id} as "id", ${r.spaceId} as "openSpaceId", ${coworkingSpaces.name} as "openSpaceName",
    ${coworkingSpaces.color} as "openSpaceColor", ${r.brandId} as "brandId", ${r.userId} as "userId",
    ${users.firstName} as "userFirstName", ${users.lastName} as "userLastName", ${companies.name} as "companyName",
    to_char(${r.day}, 'YYYY-MM-DD') as "date", ${r.startsAt} as "dateBegin", ${r.endsAt} as "dateEnd", ${r.guests} as "guests",
    ${r.seats} as "seats", ${r.priceCents} as "price", -${creditEntries.amountCents} as "charged", ${r.forced} as "forced",
    ${r.hasWelcomr} as "hasWelcomr", ${r.cancelledAt} as "cancelledAt"
  from ${r}
  join ${coworkingSpaces} on ${coworkingSpaces.id} = ${r.spaceId}
  join ${users} on ${users.id} = ${r.userId}
  left join ${companies} on ${companies.id} = ${users.companyId}
  left join ${creditEntries} on ${creditEntries.id} = ${r.debitEntryId}`;

function toReservation(row: ReservationRow, actor: SessionUser, now: Date): WorkstationReservation {
  const begin = new Date(row.dateBegin);
  const end = new Date(row.dateEnd);
  const who = `${row.userFirstName} ${row.userLastName}`;
  const live = row.cancelledAt === null && end.getTime() > now.getTime();
  return {
    id: row.id,
    openSpaceId: row.openSpaceId,
    openSpaceName: row.openSpaceName,
    openSpaceColor: row.openSpaceColor,
    userId: row.userId,
    userFirstName: row.userFirstName,
    userLastName: row.userLastName,
    companyName: row.companyName,
    date: row.date,
    dateBegin: begin.toISOString(),
    dateEnd: end.toISOString(),
    begin: formatHour(begin),
    end: formatHour(end),
    duration: durationText(begin, end),
    title: row.companyName ? `${row.companyName.slice(0, TITLE_COMPANY_LENGTH)} - ${who}` : who,
    guests: row.guests.join(';'),
    seats: row.seats,
    price: row.price,
    charged: Number(row.charged ?? 0),
    forced: row.forced,
    hasWelcomr: row.hasWelcomr,
    cancelledAt: row.cancelledAt === null ? null : new Date(row.cancelledAt).toISOString(),
    cancellable: live && (isStaff(actor) || row.userId === actor.id),
  };
}

/** Staff see the bookings of their scope, a member only their own. */
function reservationScope(actor: SessionUser): SQL {
  return isStaff(actor) ? spaceScope(r.brandId, actor) : sql`${r.userId} = ${actor.id}`;
}

/** GET /poste-de-travail/{id}: another brand's, or another member's for a member, is a 404. */
export async function findReservation(db: Executor, actor: SessionUser, id: number, now = new Date()): Promise<WorkstationReservation> {
  checkModule(actor);
  const [row] = await queryRows<ReservationRow>(db, sql`${reservationSelect} where ${r.id} = ${id} and ${reservationScope(actor)}`);
  if (!row) throw notFound();
  return toReservation(row, actor, now);
}

/**
 * GET /poste-de-travail/planning: the spaces of the scope (or of one site) with the seats taken
 * and left on each day of the window, and the window's live bookings by day and hour.
 */
export async function planning(
  db: Executor,
  actor: SessionUser,
  query: WorkstationPlanningQuery,
  now = new Date(),
): Promise<WorkstationPlanning> {
  checkModule(actor);
  const days = Array.from({ length: query.days }, (_, i) => addParisDays(query.from, i));
  const to = days[days.length - 1] ?? query.from;
  const siteFilter = query.espace === undefined ? sql`true` : sql`${coworkingSpaces.siteId} = ${query.espace}`;
  const spaces = await queryRows<SpaceRow>(
    db,
    sql`select ${spaceColumns} from ${coworkingSpaces} join ${sites} on ${sites.id} = ${coworkingSpaces.siteId}
        where ${spaceScope(coworkingSpaces.brandId, actor)} and ${siteFilter}
        order by ${sites.name}, ${coworkingSpaces.name}, ${coworkingSpaces.id}`,
  );
  const spaceIds = spaces.map((s) => s.id);
  const taken =
    spaceIds.length === 0
      ? []
      : await queryRows<{ spaceId: number; day: string; taken: number }>(
          db,
          sql`select ${r.spaceId} as "spaceId", to_char(${r.day}, 'YYYY-MM-DD') as "day", sum(${r.seats})::int as "taken"
              from ${r} where ${inArray(r.spaceId, spaceIds)} and ${r.day} between ${query.from} and ${to} and ${r.cancelledAt} is null
              group by ${r.spaceId}, ${r.day}`,
        );
  const takenOf = new Map(taken.map((t) => [`${t.spaceId}/${t.day}`, Number(t.taken)]));
  const reservations =
    spaceIds.length === 0
      ? []
      : await queryRows<ReservationRow>(
          db,
          sql`${reservationSelect} where ${inArray(r.spaceId, spaceIds)} and ${r.day} between ${query.from} and ${to}
              and ${r.cancelledAt} is null and ${reservationScope(actor)}
              order by ${r.day}, ${r.startsAt}, ${r.id}`,
        );
  return {
    from: query.from,
    to,
    days,
    spaces: spaces.map((space) => ({
      ...space,
      seats: days.map((day) => {
        const n = takenOf.get(`${space.id}/${day}`) ?? 0;
        return { day, taken: n, left: seatsLeft(space.reservationCapacity, n) };
      }),
    })),
    reservations: reservations.map((row) => toReservation(row, actor, now)),
  };
}
