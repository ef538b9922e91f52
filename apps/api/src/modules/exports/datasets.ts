import { AD_ONLINE_STATE } from '@hubgrade/domain/ads/rules';
import { INVOICE_STATE_LABELS } from '@hubgrade/domain/billing/labels';
import { partyWords } from '@hubgrade/domain/brands/vocabulary';
import { CONTRACT_STATE_LABELS } from '@hubgrade/domain/contracts/states';
import type { ExportDataset } from '@hubgrade/domain/exports/rules';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  ads,
  brands,
  companies,
  companyCategories,
  contracts,
  coworkingSpaces,
  invoices,
  meetingRoomReservations,
  meetingRooms,
  sites,
  terraceReservations,
  terraces,
  users,
  workstationReservations,
} from '../../db/schema/index.ts';
import type { CellKind } from './cells.ts';
import { atInstants, dayText, type ExportScope, inBrand, labelOf, onDays, onSite, parisDateTime, parisDay } from './scope.ts';

export interface ExportColumn {
  kind: CellKind;
  value: SQL | PgColumn;
}

/**
 * One kind of record a file can hold: its columns (in EXPORT_COLUMNS' order, a test checks that
 * they match), the id its batches are read in order of, and its FROM … WHERE for a scope.
 */
export interface Dataset {
  id: PgColumn;
  columns: (scope: ExportScope) => readonly ExportColumn[];
  from: SQL;
  where: (scope: ExportScope) => SQL[];
}

const c = (kind: CellKind, value: SQL | PgColumn): ExportColumn => ({ kind, value });
const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;

/** Brand 9 says Prestataire and Client: the words of the brand exported, the usual ones for several. */
const accountType = (scope: ExportScope) => {
  const words = partyWords(scope.brand.all ? null : scope.brand.brandId);
  return labelOf(users.accountType, { 1: words.landlord, 2: words.tenant });
};

const contractSite = sql`coalesce(${coworkingSpaces.siteId}, ${ads.siteId})`;

/**
 * Every record exported belongs to a brand (`brandId`, null for the main platform): the caller's
 * brand scope and the chosen brand apply to it, and the brand's name closes each line.
 */
function branded(brandId: PgColumn, dataset: Dataset): Dataset {
  return {
    id: dataset.id,
    columns: (scope) => [...dataset.columns(scope), c('text', brands.name)],
    from: sql`${dataset.from}
      left join ${brands} on ${brands.id} = ${brandId}`,
    where: (scope) => [inBrand(brandId, scope), ...dataset.where(scope)],
  };
}

/** The columns a booking table has, whatever is booked. */
type BookingTable = PgTable & Record<'id' | 'startsAt' | 'endsAt' | 'userId' | 'priceCents' | 'cancelledAt' | 'brandId', PgColumn>;

/**
 * The bookings of a place of a site (a meeting room, a coworking space, a terrace): when, the place
 * and its site, the member, what the place's bookings add (`details`), the price and the
 * cancellation. Bookings by the day (`day`) are counted in the period by their day, the others
 * by their start.
 */
function bookings({
  booking,
  day,
  place,
  join,
  siteId,
  details,
  detailsJoin = sql``,
}: {
  booking: BookingTable;
  day?: PgColumn;
  /** The place's name, when the site has several such places. */
  place?: PgColumn;
  /** The join from the booking to its place. */
  join: SQL;
  siteId: PgColumn;
  details: ExportColumn[];
  /** The joins the details read, after the member's. */
  detailsJoin?: SQL;
}): Dataset {
  return branded(booking.brandId, {
    id: booking.id,
    columns: () => [
      c('int', booking.id),
      ...(day ? [c('day', dayText(day))] : []),
      c('dateTime', parisDateTime(booking.startsAt)),
      c('dateTime', parisDateTime(booking.endsAt)),
      ...(place ? [c('text', place)] : []),
      c('text', sites.name),
      c('text', fullName),
      c('text', users.email),
      ...details,
      c('money', booking.priceCents),
      c('dateTime', parisDateTime(booking.cancelledAt)),
    ],
    from: sql`${booking}
      ${join}
      join ${sites} on ${sites.id} = ${siteId}
      join ${users} on ${users.id} = ${booking.userId}
      ${detailsJoin}`,
    where: (scope) => [day ? onDays(day, scope.period) : atInstants(booking.startsAt, scope.period), onSite(siteId, scope.siteId)],
  });
}

export const DATASETS: Record<ExportDataset, Dataset> = {
  members: branded(users.brandId, {
    id: users.id,
    columns: (scope) => [
      c('int', users.id),
      c('day', parisDay(users.createdAt)),
      c('text', users.firstName),
      c('text', users.lastName),
      c('text', users.email),
      c('text', users.mobile),
      c('text', companies.name),
      c('text', sites.name),
      c('text', accountType(scope)),
      c('bool', users.enabled),
      c('dateTime', parisDateTime(users.lastLogin)),
    ],
    from: sql`${users}
      left join ${companies} on ${companies.id} = ${users.companyId}
      left join ${sites} on ${sites.id} = ${companies.siteId}`,
    where: (scope) => [sql`${users.deletedAt} is null`, atInstants(users.createdAt, scope.period), onSite(companies.siteId, scope.siteId)],
  }),
  companies: branded(companies.brandId, {
    id: companies.id,
    columns: () => [
      c('int', companies.id),
      c('text', companies.name),
      c('text', companies.address),
      c('text', companies.zipcode),
      c('text', companies.city),
      c('text', companies.siret),
      c('text', companyCategories.name),
      c('text', sites.name),
      c('int', sql`(select count(*)::int from ${users} where ${users.companyId} = ${companies.id} and ${users.deletedAt} is null)`),
      c('day', parisDay(companies.createdAt)),
    ],
    from: sql`${companies}
      left join ${companyCategories} on ${companyCategories.id} = ${companies.categoryId}
      left join ${sites} on ${sites.id} = ${companies.siteId}`,
    where: (scope) => [
      sql`${companies.deletedAt} is null`,
      atInstants(companies.createdAt, scope.period),
      onSite(companies.siteId, scope.siteId),
    ],
  }),
  contracts: branded(contracts.brandId, {
    id: contracts.id,
    columns: () => [
      c('int', contracts.id),
      c('text', sql`case ${contracts.kind} when 'platform' then 'Plateforme' else 'Coworking' end`),
      c('bool', contracts.offPlatform),
      c('text', labelOf(contracts.state, CONTRACT_STATE_LABELS)),
      c('text', fullName),
      c('text', users.email),
      c('text', companies.name),
      c('text', sites.name),
      c('day', dayText(contracts.startDate)),
      c('day', dayText(contracts.endDate)),
      c('money', contracts.rentCents),
      c('money', contracts.discountCents),
      c('money', contracts.depositCents),
      c('day', parisDay(contracts.createdAt)),
    ],
    from: sql`${contracts}
      join ${users} on ${users.id} = ${contracts.tenantId}
      left join ${companies} on ${companies.id} = ${contracts.tenantCompanyId}
      left join ${coworkingSpaces} on ${coworkingSpaces.id} = ${contracts.coworkingSpaceId}
      left join ${ads} on ${ads.id} = ${contracts.adId}
      left join ${sites} on ${sites.id} = ${contractSite}`,
    where: (scope) => [sql`${contracts.deletedAt} is null`, onDays(contracts.startDate, scope.period), onSite(contractSite, scope.siteId)],
  }),
  invoices: branded(invoices.brandId, {
    id: invoices.id,
    columns: () => [
      c('int', invoices.id),
      c('text', invoices.fullNumber),
      c('day', dayText(invoices.issuedOn)),
      c('day', dayText(invoices.dueOn)),
      c('text', fullName),
      c('text', users.email),
      c('text', companies.name),
      c('money', invoices.htCents),
      c('money', invoices.vatCents),
      c('money', invoices.ttcCents),
      c('money', invoices.paidCents),
      c('day', parisDay(invoices.paidAt)),
      c('text', labelOf(invoices.state, INVOICE_STATE_LABELS)),
    ],
    from: sql`${invoices}
      join ${users} on ${users.id} = ${invoices.userId}
      left join ${companies} on ${companies.id} = ${invoices.companyId}`,
    where: (scope) => [onDays(invoices.issuedOn, scope.period)],
  }),
  meetingRoomBookings: bookings({
    booking: meetingRoomReservations,
    place: meetingRooms.name,
    join: sql`join ${meetingRooms} on ${meetingRooms.id} = ${meetingRoomReservations.roomId}`,
    siteId: meetingRooms.siteId,
    details: [c('text', companies.name), c('text', meetingRoomReservations.subject)],
    detailsJoin: sql`left join ${companies} on ${companies.id} = ${users.companyId}`,
  }),
  workstationBookings: bookings({
    booking: workstationReservations,
    day: workstationReservations.day,
    place: coworkingSpaces.name,
    join: sql`join ${coworkingSpaces} on ${coworkingSpaces.id} = ${workstationReservations.spaceId}`,
    siteId: coworkingSpaces.siteId,
    details: [c('int', workstationReservations.seats)],
  }),
  terraceBookings: bookings({
    booking: terraceReservations,
    join: sql`join ${terraces} on ${terraces.id} = ${terraceReservations.terraceId}`,
    siteId: terraces.siteId,
    details: [c('int', terraceReservations.people)],
  }),
  ads: branded(ads.brandId, {
    id: ads.id,
    columns: () => [
      c('int', ads.id),
      c('text', ads.title),
      c('text', ads.address),
      c('text', ads.zipcode),
      c('text', ads.city),
      c('text', sites.name),
      c('money', ads.rentCents),
      c('int', ads.areaSquare),
      c('int', ads.capacity),
      c('bool', sql`${ads.state} >= ${AD_ONLINE_STATE}`),
      c('day', parisDay(ads.createdAt)),
    ],
    from: sql`${ads}
      left join ${sites} on ${sites.id} = ${ads.siteId}`,
    where: (scope) => [sql`${ads.deletedAt} is null`, atInstants(ads.createdAt, scope.period), onSite(ads.siteId, scope.siteId)],
  }),
};
