import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { meetingRooms } from '../db/schema/index.ts';
import { brandScope, ofBrand } from './brand-scope.ts';

const dialect = new PgDialect();
function render(fragment: Parameters<PgDialect['sqlToQuery']>[0]) {
  const { sql, params } = dialect.sqlToQuery(fragment);
  return { sql, params };
}

describe('brand scope', () => {
  it('lets a main-platform user see every brand and a brand user only theirs', () => {
    expect(render(brandScope(meetingRooms.brandId, { brandId: null }))).toEqual({ sql: 'true', params: [] });
    expect(render(brandScope(meetingRooms.brandId, { brandId: 7 }))).toEqual({
      sql: '"meeting_rooms"."brand_id" = $1',
      params: [7],
    });
  });

  it('reads the main platform as "is null", never as a comparison with a null parameter', () => {
    // `= null` would match no row, and `is not distinct from $1` defeats the planner.
    expect(render(ofBrand(meetingRooms.brandId, null))).toEqual({ sql: '"meeting_rooms"."brand_id" is null', params: [] });
    expect(render(ofBrand(meetingRooms.brandId, 3))).toEqual({ sql: '"meeting_rooms"."brand_id" = $1', params: [3] });
  });
});
