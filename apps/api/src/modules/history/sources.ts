import type { HistoryEntity } from '@hubgrade/domain/history/schemas';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  adGroups,
  ads,
  brands,
  companies,
  contractSignatures,
  contracts,
  coworkingSpaces,
  discussions,
  feedCategories,
  feedMessages,
  keyTariffs,
  meetingRoomReservations,
  meetingRooms,
  messages,
  sepaMandates,
  sites,
  templateArticles,
  templateModels,
  terraceReservations,
  terraces,
  tickets,
  users,
  workstationReservations,
} from '../../db/schema/index.ts';

/**
 * Where each entity with a history lives, and which column carries its brand. Keyed by every
 * HistoryEntity, so adding an entity to the contract does not compile until it is listed here.
 */
export const HISTORY_SOURCES: Record<HistoryEntity, { table: PgTable; id: PgColumn; brand: PgColumn }> = {
  user: { table: users, id: users.id, brand: users.brandId },
  company: { table: companies, id: companies.id, brand: companies.brandId },
  site: { table: sites, id: sites.id, brand: sites.brandId },
  brand: { table: brands, id: brands.id, brand: brands.id },
  contract: { table: contracts, id: contracts.id, brand: contracts.brandId },
  key: { table: keyTariffs, id: keyTariffs.id, brand: keyTariffs.brandId },
  mandate: { table: sepaMandates, id: sepaMandates.id, brand: sepaMandates.brandId },
  signature: { table: contractSignatures, id: contractSignatures.id, brand: contractSignatures.brandId },
  'template-model': { table: templateModels, id: templateModels.id, brand: templateModels.brandId },
  'template-article': { table: templateArticles, id: templateArticles.id, brand: templateArticles.brandId },
  message: { table: messages, id: messages.id, brand: messages.brandId },
  discussion: { table: discussions, id: discussions.id, brand: discussions.brandId },
  ad: { table: ads, id: ads.id, brand: ads.brandId },
  'ad-group': { table: adGroups, id: adGroups.id, brand: adGroups.brandId },
  'meeting-room': { table: meetingRooms, id: meetingRooms.id, brand: meetingRooms.brandId },
  'meeting-room-reservation': { table: meetingRoomReservations, id: meetingRoomReservations.id, brand: meetingRoomReservations.brandId },
  'feed-message': { table: feedMessages, id: feedMessages.id, brand: feedMessages.brandId },
  'feed-category': { table: feedCategories, id: feedCategories.id, brand: feedCategories.brandId },
  terrace: { table: terraces, id: terraces.id, brand: terraces.brandId },
  'terrace-reservation': { table: terraceReservations, id: terraceReservations.id, brand: terraceReservations.brandId },
  'workstation-reservation': { table: workstationReservations, id: workstationReservations.id, brand: workstationReservations.brandId },
  'coworking-space': { table: coworkingSpaces, id: coworkingSpaces.id, brand: coworkingSpaces.brandId },
  ticket: { table: tickets, id: tickets.id, brand: tickets.brandId },
};
