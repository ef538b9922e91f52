import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, queryRows } from '../db/client.ts';
import { HttpError } from './http-error.ts';
import { afterCursor, cappedTotal, decodeCursor, encodeCursor, keysetOrder, pageOf, pageWindow, TOTAL_CAP } from './keyset.ts';

interface Row {
  id: number;
  city: string;
}

describe('keyset paging', () => {
  let database: Database;
  const id = sql.raw('id');
  const city = sql.raw('city');

  beforeAll(async () => {
    database = openPglite(null);
    // Few distinct cities: many ties, which the id tie-breaker must page through without repeats.
    await database.db.execute(sql`create table k (id int primary key, city text not null)`);
    await database.db.execute(sql`insert into k select g, (array['Lyon','Paris','Nantes'])[1 + g % 3] from generate_series(1, 95) g`);
  });
  afterAll(() => database.close());

  async function walk(sortDesc: boolean, bySortColumn: boolean): Promise<number[]> {
    const sort = { column: bySortColumn ? city : id, id, desc: sortDesc };
    const seen: number[] = [];
    let after: string | undefined;
    for (let page = 1; page < 20; page++) {
      const window = pageWindow({ page, itemsPerPage: 10, after });
      const where = afterCursor(sort, after);
      const rows = await queryRows<Row>(
        database.db,
        sql`select id, city from k ${where ? sql`where ${where}` : sql``} order by ${sql.join(keysetOrder(sort), sql`, `)} limit ${window.limit} offset ${window.offset}`,
      );
      const { items, next } = pageOf(rows, 10, (r) => [bySortColumn ? r.city : r.id, r.id]);
      seen.push(...items.map((r) => r.id));
      if (!next) break;
      after = next;
    }
    return seen;
  }

  it.each([
    [true, false],
    [false, false],
    [true, true],
    [false, true],
  ])('walks every row once, in the OFFSET order (desc %s, by city %s)', async (sortDesc, byCity) => {
    const direction = sql.raw(sortDesc ? 'desc' : 'asc');
    const expected = await queryRows<{ id: number }>(
      database.db,
      byCity ? sql`select id from k order by city ${direction}, id ${direction}` : sql`select id from k order by id ${direction}`,
    );
    expect(await walk(sortDesc, byCity)).toEqual(expected.map((r) => r.id));
  });

  it('refuses a cursor it did not make with a 400 on `after`', () => {
    for (const bad of ['nope', encodeCursor('x', 1).slice(2), Buffer.from('[1,"x"]').toString('base64url')]) {
      try {
        decodeCursor(bad);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).status).toBe(400);
        expect((error as HttpError).errors).toEqual({ after: ['Curseur de page invalide'] });
      }
    }
    expect(decodeCursor(encodeCursor(new Date('2026-01-02T03:04:05Z'), 7))).toEqual({ sortValue: '2026-01-02T03:04:05.000Z', id: 7 });
  });

  it('counts exactly below the cap and stops at it above', async () => {
    expect(await cappedTotal(database.db, sql`from k where city = 'Lyon'`)).toEqual({ total: 31, totalCapped: false });
    await database.db.execute(sql`insert into k select g, 'Brest' from generate_series(1000, ${1000 + TOTAL_CAP}) g`);
    expect(await cappedTotal(database.db, sql`from k where city = 'Brest'`)).toEqual({ total: TOTAL_CAP, totalCapped: true });
  });
});
