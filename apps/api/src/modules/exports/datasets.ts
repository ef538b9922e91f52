import { AD_ONLINE_STATE } from '@hubgrade/domain/ads/rules';
import { INVOICE_STATE_LABELS } from '@hubgrade/domain/billing/labels';
import { partyWords } from '@hubgrade/domain/brands/vocabulary';
import { CONTRACT_STATE_LABELS } from '@hubgrade/domain/contracts/states';
import type { ExportDataset } from '@hubgrade/domain/exports/rules';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
const brandName = c('text', brands.name);

/** Brand 9 says Prestataire and Client: the words of the brand exported, the usual ones for several. */
const accountType = (scope: ExportScope) => {
  const words = partyWords(scope.brand.all ? null : scope.brand.brandId);
  return labelOf(users.accountType, { 1: words.landlord, 2: words.tenant });
};

const contractSite = sql`coalesce(${coworkingSpaces.siteId}, ${ads.siteId})`;

export const DATASETS: Record<ExportDataset, Dataset> = {
  members: {
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
      brandName,
    ],
    from: sql`${users}
      left join ${companies} on ${companies.id} = ${users.companyId}
      left join ${sites} on ${sites.id} = ${companies.siteId}
      left join ${brands} on ${brands.id} = ${users.brandId}`,
    where: (scope) => [
      sql`${users.deletedAt} is null`,
      inBrand(users.brandId, scope),
      atInstants(users.createdAt, scope.period),
      onSite(companies.siteId, scope.siteId),
    ],
  },
  companies: {
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
      brandName,
    ],
    from: sql`${companies}
      left join ${companyCategories} on ${companyCategories.id} = ${companies.categoryId}
      left join ${sites} on ${sites.id} = ${companies.siteId}
      left join ${brands} on ${brands.id} = ${companies.brandId}`,
    where: (scope) => [
      sql`${companies.deletedAt} is null`,
      inBrand(companies.brandId, scope),
      atInstants(companies.createdAt, scope.period),
      onSite(companies.siteId, scope.siteId),
    ],
  },
  contracts: {
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
      brandName,
    ],
    from: sql`${contracts}
      join ${users} on ${users.id} = ${contracts.tenantId}
      left join ${companies} on ${companies.id} = ${contracts.tenantCompanyId}
      left join ${coworkingSpaces} on ${coworkingSpaces.id} = ${contracts.coworkingSpaceId}
      left join ${ads} on ${ads.id} = ${contracts.adId}
      left join ${sites} on ${sites.id} = ${contractSite}
      left join ${brands} on ${brands.id} = ${contracts.brandId}`,
    where: (scope) => [
      sql`${contracts.deletedAt} is null`,
      inBrand(contracts.brandId, scope),
      onDays(contracts.startDate, scope.period),
      onSite(contractSite, scope.siteId),
    ],
  },
  invoices: {
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
      brandName,
    ],
    from: sql`${invoices}
      join ${users} on ${users.id} = ${invoices.userId}
      left join ${companies} on ${companies.id} = ${invoices.companyId}
      left join ${brands} on ${brands.id} = ${invoices.brandId}`,
    where: (scope) => [inBrand(invoices.brandId, scope), onDays(invoices.issuedOn, scope.period)],
  },
  meetingRoomBookings: {
    id: meetingRoomReservations.id,
    columns: () => [
      c('int', meetingRoomReservations.id),
      c('dateTime', parisDateTime(meetingRoomReservations.startsAt)),
      c('dateTime', parisDateTime(meetingRoomReservations.endsAt)),
      c('text', meetingRooms.name),
      c('text', sites.name),
      c('text', fullName),
      c('text', users.email),
      c('text', companies.name),
      c('text', meetingRoomReservations.subject),
      c('money', meetingRoomReservations.priceCents),
      c('dateTime', parisDateTime(meetingRoomReservations.cancelledAt)),
      brandName,
    ],
    from: sql`${meetingRoomReservations}
      join ${meetingRooms} on ${meetingRooms.id} = ${meetingRoomReservations.roomId}
      join ${sites} on ${sites.id} = ${meetingRooms.siteId}
      join ${users} on ${users.id} = ${meetingRoomReservations.userId}
      left join ${companies} on ${companies.id} = ${users.companyId}
      left join ${brands} on ${brands.id} = ${meetingRoomReservations.brandId}`,
    where: (scope) => [
      inBrand(meetingRoomReservations.brandId, scope),
      atInstants(meetingRoomReservations.startsAt, scope.period),
      onSite(meetingRooms.siteId, scope.siteId),
    ],
  },
  workstationBookings: {
    id: workstationReservations.id,
    columns: () => [
      c('int', workstationReservations.id),
      c('day', dayText(workstationReservations.day)),
      c('dateTime', parisDateTime(workstationReservations.startsAt)),
      c('dateTime', parisDateTime(workstationReservations.endsAt)),
      c('text', coworkingSpaces.name),
      c('text', sites.name),
      c('text', fullName),
      c('text', users.email),
      c('int', workstationReservations.seats),
      c('money', workstationReservations.priceCents),
      c('dateTime', parisDateTime(workstationReservations.cancelledAt)),
      brandName,
    ],
    from: sql`${workstationReservations}
      join ${coworkingSpaces} on ${coworkingSpaces.id} = ${workstationReservations.spaceId}
      join ${sites} on ${sites.id} = ${coworkingSpaces.siteId}
      join ${users} on ${users.id} = ${workstationReservations.userId}
      left join ${brands} on ${brands.id} = ${workstationReservations.brandId}`,
    where: (scope) => [
      inBrand(workstationReservations.brandId, scope),
      onDays(workstationReservations.day, scope.period),
      onSite(coworkingSpaces.siteId, scope.siteId),
    ],
  },
  terraceBookings: {
    id: terraceReservations.id,
    columns: () => [
      c('int', terraceReservations.id),
      c('dateTime', parisDateTime(terraceReservations.startsAt)),
      c('dateTime', parisDateTime(terraceReservations.endsAt)),
      c('text', sites.name),
      c('text', fullName),
      c('text', users.email),
      c('int', terraceReservations.people),
      c('money', terraceReservations.priceCents),
      c('dateTime', parisDateTime(terraceReservations.cancelledAt)),
      brandName,
    ],
    from: sql`${terraceReservations}
      join ${terraces} on ${terraces.id} = ${terraceReservations.terraceId}
      join ${sites} on ${sites.id} = ${terraces.siteId}
      join ${users} on ${users.id} = ${terraceReservations.userId}
      left join ${brands} on ${brands.id} = ${terraceReservations.brandId}`,
    where: (scope) => [
      inBrand(terraceReservations.brandId, scope),
      atInstants(terraceReservations.startsAt, scope.period),
      onSite(terraces.siteId, scope.siteId),
    ],
  },
  ads: {
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
      brandName,
    ],
    from: sql`${ads}
      left join ${sites} on ${sites.id} = ${ads.siteId}
      left join ${brands} on ${brands.id} = ${ads.brandId}`,
    where: (scope) => [
      sql`${ads.deletedAt} is null`,
      inBrand(ads.brandId, scope),
      atInstants(ads.createdAt, scope.period),
      onSite(ads.siteId, scope.siteId),
    ],
  },
};
