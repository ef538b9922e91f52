import type { ListAnswer } from '@hubgrade/domain/common/list';
import type { InventoryKind, InventoryState, ItemCondition, SigningParty } from '@hubgrade/domain/inventory/rules';
import type {
  EntryValues,
  Inventory,
  InventoryItem,
  InventoryOptions,
  InventoryQuery,
  InventoryRoom,
  InventoryRow,
} from '@hubgrade/domain/inventory/schemas';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import {
  ads,
  companies,
  contracts,
  coworkingSpaces,
  inventoryItemPhotos,
  inventoryItems,
  inventoryReports,
  inventoryRooms,
  inventorySignatures,
  uploads,
  users,
} from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { pageWindow } from '../../lib/keyset.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { toUpload } from '../uploads/queries.ts';

interface InventoryListRow {
  id: number;
  kind: string;
  state: string;
  contract: number;
  brand: number | null;
  tenant: string;
  space: string;
  created_at: Date | string;
  items: number;
  filled: number;
}

/** The tenant (their company when they have one) and the let space of a contract: an ad's title or a coworking space. */
const partyColumns = sql`coalesce(${companies.name}, ${users.firstName} || ' ' || ${users.lastName}) as tenant,
  coalesce(${ads.title}, ${coworkingSpaces.name}, ${contracts.city}, '') as space`;
const partyJoins = sql`join ${users} on ${users.id} = ${contracts.tenantId}
  left join ${companies} on ${companies.id} = ${contracts.tenantCompanyId}
  left join ${ads} on ${ads.id} = ${contracts.adId}
  left join ${coworkingSpaces} on ${coworkingSpaces.id} = ${contracts.coworkingSpaceId}`;

/** The items of a report and, of them, those filled in: isItemFilled of the domain, "Non concerné" counting as empty. */
const countColumns = sql`(select count(*)::int from ${inventoryItems} join ${inventoryRooms} on ${inventoryRooms.id} = ${inventoryItems.roomId}
    where ${inventoryRooms.reportId} = ${inventoryReports.id}) as items,
  (select count(*)::int from ${inventoryItems} join ${inventoryRooms} on ${inventoryRooms.id} = ${inventoryItems.roomId}
    where ${inventoryRooms.reportId} = ${inventoryReports.id} and (
      (${inventoryItems.condition} is not null and ${inventoryItems.condition} <> 'na') or ${inventoryItems.number} is not null
      or btrim(${inventoryItems.commentary}) <> ''
      or exists (select 1 from ${inventoryItemPhotos} where ${inventoryItemPhotos.itemId} = ${inventoryItems.id}))) as filled`;

const rowSelect = sql`select ${inventoryReports.id} as id, ${inventoryReports.kind} as kind, ${inventoryReports.state} as state,
    ${inventoryReports.contractId} as contract, ${inventoryReports.brandId} as brand, ${inventoryReports.createdAt} as created_at,
    ${partyColumns}, ${countColumns}
  from ${inventoryReports} join ${contracts} on ${contracts.id} = ${inventoryReports.contractId} ${partyJoins}`;

function toRow(r: InventoryListRow): InventoryRow {
  return {
    id: r.id,
    kind: r.kind as InventoryKind,
    state: r.state as InventoryState,
    contract: r.contract,
    tenant: r.tenant,
    space: r.space,
    createdAt: new Date(r.created_at).toISOString(),
    items: Number(r.items),
    filled: Number(r.filled),
  };
}

const SORTS: Record<InventoryQuery['sortBy'], SQL> = { id: sql`${inventoryReports.id}`, contract: sql`${inventoryReports.contractId}` };

/** GET /edl: the reports of the viewer's brand scope. */
export async function listInventories(db: Executor, viewer: SessionUser, query: InventoryQuery): Promise<ListAnswer<InventoryRow>> {
  const search = query.search ? `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    brandScope(inventoryReports.brandId, viewer),
    query.kind ? eq(inventoryReports.kind, query.kind) : undefined,
    query.state ? eq(inventoryReports.state, query.state) : undefined,
    query.contract ? eq(inventoryReports.contractId, query.contract) : undefined,
    search ? sql`${contracts.searchText} like ${search}` : undefined,
  );
  const { limit, offset } = pageWindow({ page: query.page, itemsPerPage: query.itemsPerPage });
  const direction = query.sortDesc ? sql`desc` : sql`asc`;
  const [rows, counted] = await Promise.all([
    queryRows<InventoryListRow>(
      db,
      sql`${rowSelect} where ${where} order by ${SORTS[query.sortBy]} ${direction}, ${inventoryReports.id} ${direction} limit ${limit} offset ${offset}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${inventoryReports} join ${contracts} on ${contracts.id} = ${inventoryReports.contractId} where ${where}`,
    ),
  ]);
  return { items: rows.map(toRow), total: Number(counted[0]?.n ?? 0) };
}

/** GET /edl/options: live contracts of the scope that have no entry report yet, newest first. */
export async function inventoryOptions(db: Executor, viewer: SessionUser): Promise<InventoryOptions> {
  const rows = await queryRows<{ id: number; tenant: string; space: string }>(
    db,
    sql`select ${contracts.id} as id, ${partyColumns} from ${contracts} ${partyJoins}
        where ${contracts.deletedAt} is null and ${brandScope(contracts.brandId, viewer)}
          and not exists (select 1 from ${inventoryReports} where ${inventoryReports.contractId} = ${contracts.id} and ${inventoryReports.kind} = 'entry')
        order by ${contracts.id} desc limit 200`,
  );
  return { contracts: rows.map((r) => ({ id: r.id, name: `N° ${r.id} – ${r.tenant}${r.space ? ` – ${r.space}` : ''}` })) };
}

/** The report of that id within the viewer's scope, or a 404. */
export async function reportInScope(db: Executor, viewer: SessionUser, id: number, lock = false) {
  const query = db
    .select()
    .from(inventoryReports)
    .where(and(eq(inventoryReports.id, id), brandScope(inventoryReports.brandId, viewer)));
  const [report] = lock ? await query.for('update') : await query;
  if (!report) throw notFound();
  return report;
}

type LoadedRoom = Omit<InventoryRoom, 'items'> & { items: (InventoryItem & { entryItemId: number | null })[] };

/** The rooms of a report in their order, each with its items and their photos (the entry values left empty). */
export async function roomsOf(db: Executor, reportId: number): Promise<LoadedRoom[]> {
  const rooms = await db
    .select()
    .from(inventoryRooms)
    .where(eq(inventoryRooms.reportId, reportId))
    .orderBy(asc(inventoryRooms.position), asc(inventoryRooms.id));
  if (rooms.length === 0) return [];
  const items = await db
    .select()
    .from(inventoryItems)
    .where(
      inArray(
        inventoryItems.roomId,
        rooms.map((r) => r.id),
      ),
    )
    .orderBy(asc(inventoryItems.position), asc(inventoryItems.id));
  const photos = items.length
    ? await db
        .select({ itemId: inventoryItemPhotos.itemId, upload: uploads })
        .from(inventoryItemPhotos)
        .innerJoin(uploads, eq(uploads.id, inventoryItemPhotos.uploadId))
        .where(
          inArray(
            inventoryItemPhotos.itemId,
            items.map((i) => i.id),
          ),
        )
        .orderBy(asc(inventoryItemPhotos.position))
    : [];
  return rooms.map((room) => ({
    id: room.id,
    name: room.name,
    items: items
      .filter((item) => item.roomId === room.id)
      .map((item) => ({
        id: item.id,
        name: item.name,
        condition: item.condition as ItemCondition | null,
        number: item.number,
        multiple: item.multiple,
        commentary: item.commentary,
        photos: photos.filter((p) => p.itemId === item.id).map((p) => toUpload(p.upload)),
        entry: null,
        entryItemId: item.entryItemId,
      })),
  }));
}

const withoutLinks = (rooms: Awaited<ReturnType<typeof roomsOf>>): InventoryRoom[] =>
  rooms.map((room) => ({ ...room, items: room.items.map(({ entryItemId: _, ...item }) => item) }));

/** GET /edl/{id}: the report, its rooms and items; an exit report with its entry values and its entry report. */
export async function findInventory(db: Executor, viewer: SessionUser, id: number): Promise<Inventory> {
  const [row] = await queryRows<InventoryListRow>(
    db,
    sql`${rowSelect} where ${inventoryReports.id} = ${id} and ${brandScope(inventoryReports.brandId, viewer)}`,
  );
  if (!row) throw notFound();
  const [report] = await db.select().from(inventoryReports).where(eq(inventoryReports.id, id));
  if (!report) throw notFound();
  const rooms = await roomsOf(db, id);
  const signatures = (
    await db
      .select({ party: inventorySignatures.party, name: inventorySignatures.name, signedAt: inventorySignatures.signedAt })
      .from(inventorySignatures)
      .where(eq(inventorySignatures.reportId, id))
      .orderBy(asc(inventorySignatures.signedAt))
  ).map((s) => ({ party: s.party as SigningParty, name: s.name, signedAt: s.signedAt.toISOString() }));
  const tenantCode =
    report.state === 'draft' && report.codeSentAt && report.codeSentTo
      ? { sentTo: report.codeSentTo, sentAt: report.codeSentAt.toISOString() }
      : null;
  if (report.entryReportId === null) {
    const [exit] = await db.select({ id: inventoryReports.id }).from(inventoryReports).where(eq(inventoryReports.entryReportId, id));
    return {
      ...toRow(row),
      brand: row.brand,
      rooms: withoutLinks(rooms),
      entryReport: null,
      exitReport: exit?.id ?? null,
      signatures,
      tenantCode,
    };
  }
  const entryRooms = withoutLinks(await roomsOf(db, report.entryReportId));
  const entryItems = new Map<number, EntryValues>(
    entryRooms.flatMap((room) =>
      room.items.map((i) => [i.id, { id: i.id, condition: i.condition, number: i.number, commentary: i.commentary, photos: i.photos }]),
    ),
  );
  return {
    ...toRow(row),
    brand: row.brand,
    rooms: rooms.map((room) => ({
      ...room,
      items: room.items.map(({ entryItemId, ...item }) => ({
        ...item,
        entry: entryItemId === null ? null : (entryItems.get(entryItemId) ?? null),
      })),
    })),
    entryReport: { id: report.entryReportId, rooms: entryRooms },
    exitReport: null,
    signatures,
    tenantCode,
  };
}
