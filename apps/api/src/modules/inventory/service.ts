import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import { DEFAULT_ROOMS, type DraftItem, exitRoomsFrom, INVENTORY_PHOTO_TYPES } from '@hubgrade/domain/inventory/rules';
import type { Inventory, InventoryBody, InventoryCreate, ItemBody } from '@hubgrade/domain/inventory/schemas';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  contracts,
  inventoryItemPhotos,
  inventoryItems,
  inventoryReports,
  inventoryRooms,
  inventorySignatures,
  uploads,
} from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { uploadVisibleTo } from '../uploads/queries.ts';
import { findInventory, reportInScope, roomsOf } from './queries.ts';

type Report = typeof inventoryReports.$inferSelect;
type DraftRoom = { name: string; items: (DraftItem & { photos?: number[] })[] };

const refuse = (field: string, message: string) => badRequest(ERROR_LABELS.badRequest, { [field]: [message] });

/** A report's changes are written into its contract's history: the contract sheet tells its condition reports. */
const record = (tx: Tx, actor: SessionUser, report: Report, oldData: unknown, newData: unknown) =>
  recordHistory(tx, { entity: 'contract', entityId: report.contractId, brandId: report.brandId, actor, oldData, newData });

/** Writes the rooms and items of a report, replacing what it held. */
async function writeRooms(tx: Tx, reportId: number, rooms: DraftRoom[]) {
  await tx.delete(inventoryRooms).where(eq(inventoryRooms.reportId, reportId));
  for (const [position, room] of rooms.entries()) {
    const [created] = await tx.insert(inventoryRooms).values({ reportId, name: room.name, position }).returning({ id: inventoryRooms.id });
    if (!created || room.items.length === 0) continue;
    const items = await tx
      .insert(inventoryItems)
      .values(
        room.items.map((item, index) => ({
          roomId: created.id,
          name: item.name,
          condition: item.condition,
          number: item.number,
          multiple: item.multiple,
          commentary: item.commentary,
          position: index,
          entryItemId: item.entryItem,
        })),
      )
      .returning({ id: inventoryItems.id, position: inventoryItems.position });
    const photos = items.flatMap(({ id, position: index }) =>
      [...new Set(room.items[index]?.photos ?? [])].map((uploadId, order) => ({ itemId: id, uploadId, position: order })),
    );
    if (photos.length) await tx.insert(inventoryItemPhotos).values(photos);
  }
}

/** POST /edl: the entry report of a live contract of the caller's scope, with the usual rooms to fill in. */
export async function createInventory(db: Db, actor: SessionUser, body: InventoryCreate): Promise<Inventory> {
  const id = await db.transaction(async (tx) => {
    const [contract] = await tx
      .select({ id: contracts.id, brandId: contracts.brandId })
      .from(contracts)
      .where(and(eq(contracts.id, body.contract), isNull(contracts.deletedAt), brandScope(contracts.brandId, actor)))
      .for('update');
    if (!contract) throw refuse('contract', L.refusals.unknownContract);
    const [taken] = await tx
      .select({ id: inventoryReports.id })
      .from(inventoryReports)
      .where(and(eq(inventoryReports.contractId, contract.id), eq(inventoryReports.kind, 'entry')));
    if (taken) throw conflict(L.refusals.entryExists);
    const [created] = await tx
      .insert(inventoryReports)
      .values({ brandId: contract.brandId, contractId: contract.id, kind: 'entry', createdBy: actor.id })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    const blank = (name: string): DraftItem => ({ name, condition: null, number: null, multiple: false, commentary: '', entryItem: null });
    await writeRooms(
      tx,
      created.id,
      DEFAULT_ROOMS.map((room) => ({ name: room.name, items: room.items.map(blank) })),
    );
    await record(tx, actor, created, null, { inventory: created.id, kind: created.kind });
    return created.id;
  });
  return findInventory(db, actor, id);
}

/** Photos: the caller's own uploads (an administrator's: of their scope) or those already on the report; JPG or PNG. */
async function checkPhotos(tx: Tx, actor: SessionUser, reportId: number, rooms: InventoryBody['rooms']) {
  const wanted = rooms.flatMap((room, r) =>
    room.items.flatMap((item, i) => item.photos.map((id, p) => ({ id, field: `rooms.${r}.items.${i}.photos.${p}` }))),
  );
  if (wanted.length === 0) return;
  const onReport = sql`${uploads.id} in (select ${inventoryItemPhotos.uploadId} from ${inventoryItemPhotos}
    join ${inventoryItems} on ${inventoryItems.id} = ${inventoryItemPhotos.itemId}
    join ${inventoryRooms} on ${inventoryRooms.id} = ${inventoryItems.roomId} where ${inventoryRooms.reportId} = ${reportId})`;
  const found = await tx
    .select({ id: uploads.id, mimeType: uploads.mimeType })
    .from(uploads)
    .where(
      and(
        inArray(
          uploads.id,
          wanted.map((w) => w.id),
        ),
        sql`(${uploadVisibleTo(actor)} or ${onReport})`,
      ),
    );
  for (const { id, field } of wanted) {
    const file = found.find((f) => f.id === id);
    if (!file) throw refuse(field, L.refusals.photoNotFound);
    if (!(INVENTORY_PHOTO_TYPES as readonly string[]).includes(file.mimeType)) throw refuse(field, L.refusals.badPhotoType);
  }
}

/** An exit report's items point at items of its own entry report; an entry report's at none. */
async function checkEntryItems(tx: Tx, report: Report, rooms: InventoryBody['rooms']) {
  const known =
    report.entryReportId === null
      ? new Set<number>()
      : new Set((await roomsOf(tx, report.entryReportId)).flatMap((room) => room.items.map((item) => item.id)));
  rooms.forEach((room, r) => {
    room.items.forEach((item: ItemBody, i) => {
      if (item.entryItem !== null && !known.has(item.entryItem))
        throw refuse(`rooms.${r}.items.${i}.entryItem`, L.refusals.unknownEntryItem);
    });
  });
}

/** PUT /edl/{id}: the rooms and items of a draft; a report signed (or being signed), or an entry report whose exit is made, is never rewritten. */
export async function saveInventory(db: Db, actor: SessionUser, id: number, body: InventoryBody): Promise<Inventory> {
  await db.transaction(async (tx) => {
    const report = await reportInScope(tx, actor, id, true);
    if (report.state === 'signed') throw conflict(L.refusals.signed);
    const [exit] = await tx.select({ id: inventoryReports.id }).from(inventoryReports).where(eq(inventoryReports.entryReportId, id));
    if (exit) throw conflict(L.refusals.entryFrozen);
    const [signature] = await tx
      .select({ party: inventorySignatures.party })
      .from(inventorySignatures)
      .where(eq(inventorySignatures.reportId, id))
      .limit(1);
    if (signature) throw conflict(L.refusals.signing);
    await checkPhotos(tx, actor, id, body.rooms);
    await checkEntryItems(tx, report, body.rooms);
    await writeRooms(tx, id, body.rooms);
    await record(tx, actor, report, null, {
      inventory: id,
      rooms: body.rooms.map((room) => ({ name: room.name, items: room.items.map((item) => [item.name, item.condition, item.number]) })),
    });
  });
  return findInventory(db, actor, id);
}

/** POST /edl/{id}/exit: the exit report, made from the entry report's rooms and items. */
export async function createExitInventory(db: Db, actor: SessionUser, entryId: number): Promise<Inventory> {
  const id = await db.transaction(async (tx) => {
    const entry = await reportInScope(tx, actor, entryId, true);
    if (entry.kind !== 'entry') throw conflict(L.refusals.notEntry);
    const [taken] = await tx
      .select({ id: inventoryReports.id })
      .from(inventoryReports)
      .where(and(eq(inventoryReports.contractId, entry.contractId), eq(inventoryReports.kind, 'exit')));
    if (taken) throw conflict(L.refusals.exitExists);
    const [created] = await tx
      .insert(inventoryReports)
      .values({ brandId: entry.brandId, contractId: entry.contractId, kind: 'exit', entryReportId: entry.id, createdBy: actor.id })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    await writeRooms(tx, created.id, exitRoomsFrom(await roomsOf(tx, entry.id)));
    await record(tx, actor, created, null, { inventory: created.id, kind: created.kind, entry: entry.id });
    return created.id;
  });
  return findInventory(db, actor, id);
}
