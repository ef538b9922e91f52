import { DEFAULT_ROOMS, ITEM_CONDITIONS, type ItemCondition } from '@hubgrade/domain/inventory/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { inventoryItems, inventoryReports, inventoryRooms } from '../db/schema/index.ts';

type Values = { condition: ItemCondition | null; number: number | null; commentary: string };

/** The rooms of a report, each item given its values by its place in the report. */
async function writeReport(db: Db, reportId: number, values: (index: number) => Values, entryItems: readonly number[] = []) {
  const made: number[] = [];
  let index = 0;
  for (const [position, room] of DEFAULT_ROOMS.entries()) {
    const [created] = await db.insert(inventoryRooms).values({ reportId, name: room.name, position }).returning({ id: inventoryRooms.id });
    if (!created) continue;
    for (const [order, name] of room.items.entries()) {
      const entryItem = entryItems[index] ?? null;
      const [item] = await db
        .insert(inventoryItems)
        .values({
          roomId: created.id,
          name,
          position: order,
          multiple: name === 'Clés' || name === 'Badges',
          entryItemId: entryItem,
          ...values(index),
        })
        .returning({ id: inventoryItems.id });
      if (item) made.push(item.id);
      index += 1;
    }
  }
  return made;
}

const entryValues = (index: number): Values => ({
  condition: index % 5 === 4 ? 'na' : ((ITEM_CONDITIONS[index % 3] ?? 'good') as ItemCondition),
  number: index >= 8 ? 2 : null,
  commentary: index === 2 ? 'Légère trace près de la fenêtre' : '',
});

/**
 * Demo condition reports on the main platform and brands 5 and 9: per scope, a signed entry
 * report with its exit report half filled in (a worn floor, a badge missing), and the draft entry
 * report of another contract.
 */
export async function seedInventory(db: Db): Promise<void> {
  for (const brandId of [null, 5, 9]) {
    const contracts = await queryRows<{ id: number }>(
      db,
      sql`select id from contracts where brand_id is not distinct from ${brandId} and deleted_at is null order by id limit 2`,
    );
    const [signedOn, draftOn] = contracts;
    if (!signedOn || !draftOn) continue;
    const [entry] = await db
      .insert(inventoryReports)
      .values({ brandId, contractId: signedOn.id, kind: 'entry', state: 'signed', signedAt: new Date(Date.UTC(2026, 0, 5, 10)) })
      .returning({ id: inventoryReports.id });
    if (!entry) continue;
    const entryItems = await writeReport(db, entry.id, entryValues);
    const [exit] = await db
      .insert(inventoryReports)
      .values({ brandId, contractId: signedOn.id, kind: 'exit', entryReportId: entry.id })
      .returning({ id: inventoryReports.id });
    if (exit) {
      await writeReport(
        db,
        exit.id,
        (index) =>
          index === 1
            ? { condition: 'poor', number: null, commentary: 'Parquet rayé devant le bureau' }
            : index === 9
              ? { condition: 'good', number: 1, commentary: 'Un badge non rendu' }
              : index < 4
                ? entryValues(index)
                : { condition: null, number: null, commentary: '' },
        entryItems,
      );
    }
    const [draft] = await db
      .insert(inventoryReports)
      .values({ brandId, contractId: draftOn.id, kind: 'entry' })
      .returning({ id: inventoryReports.id });
    if (draft) await writeReport(db, draft.id, () => ({ condition: null, number: null, commentary: '' }));
  }
}
