import { phoneValue } from '@hubgrade/domain/phone/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { queryRows } from '../db/client.ts';
import { CITIES, SITE_NAMES } from './french.ts';

const ZIPCODES = new Map<string, readonly string[]>(CITIES.map((c) => [c.city, c.zipcodes]));

/** The demo data as a French user reads it: a site's name, city and postcode agree, phones are French mobiles. */
describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('names each site after the city it is in, with a postcode of that city', async () => {
    const sites = await queryRows<{ name: string; city: string; zipcode: string }>(
      t.database.db,
      sql`select name, city, zipcode from sites`,
    );
    expect(sites.length).toBeGreaterThan(10);
    for (const site of sites) {
      const prefix = SITE_NAMES.find((name) => site.name.startsWith(`${name} `));
      expect(prefix, site.name).toBeDefined();
      expect(site.name, `${site.name} is in ${site.city}`).toBe(`${prefix} ${site.city}`);
      expect(ZIPCODES.get(site.city), `${site.city} ${site.zipcode}`).toContain(site.zipcode);
    }
  });

  it('gives companies and ads a postcode of their city', async () => {
    const places = await queryRows<{ city: string; zipcode: string }>(
      t.database.db,
      sql`select city, zipcode from companies union all select city, zipcode from ads`,
    );
    for (const place of places) expect(ZIPCODES.get(place.city), `${place.city} ${place.zipcode}`).toContain(place.zipcode);
  });

  it('gives every member a valid French mobile number', async () => {
    const mobiles = await queryRows<{ mobile: string }>(t.database.db, sql`select mobile from users where mobile is not null`);
    expect(mobiles.length).toBeGreaterThan(100);
    // The phone field's own rule: a French mobile the digital signature can text.
    for (const { mobile } of mobiles) expect(phoneValue(mobile, 'FR').isValid, mobile).toBe(true);
  });
});
