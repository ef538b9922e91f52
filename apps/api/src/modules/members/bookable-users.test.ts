import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

interface Option {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
}

describe.each(ENGINES)('bookable users on %s', (engine) => {
  let t: TestApp;
  const auth = async (email: string) => ({ authorization: `Bearer ${await t.tokenFor(email)}` });
  const brandOf = async (ids: number[]) =>
    queryRows<{ brand: number | null }>(t.database.db, sql`select distinct brand_id as brand from users where id in ${ids}`);
  const list = (headers: Record<string, string>, brand: string | number, search?: string) =>
    t.app.inject({ url: `/api/brand/${brand}/users${search ? `?search=${encodeURIComponent(search)}` : ''}`, headers });

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('gives a brand’s sales staff the users of their brand, and refuses another brand (404)', async () => {
    const commercial5 = await auth(brandStaffEmail('commercial', 5));
    const own = await list(commercial5, 5);
    expect(own.statusCode, own.body).toBe(200);
    const rows: Option[] = own.json();
    expect(rows.length).toBeGreaterThan(1);
    expect(await brandOf(rows.map((r) => r.id))).toEqual([{ brand: 5 }]);
    // `true` is the caller's own scope: brand 5 for brand 5's staff.
    expect((await list(commercial5, 'true')).json()).toEqual(rows);
    expect((await list(commercial5, 9)).statusCode).toBe(404);
    expect((await list(await auth(brandStaffEmail('commercial', 9)), 5)).statusCode).toBe(404);
    expect((await list(await auth(brandStaffEmail('commercial', 9)), 9)).statusCode).toBe(200);
  });

  it('searches by name or email', async () => {
    const admin5 = await auth(brandStaffEmail('admin', 5));
    const email = brandStaffEmail('member', 5);
    const found: Option[] = (await list(admin5, 5, email)).json();
    expect(found.map((r) => r.email)).toEqual([email]);
    expect((await list(admin5, 5, 'zzz-personne-zzz')).json()).toEqual([]);
  });

  it('gives a member only themselves, in their own scope', async () => {
    const email = brandStaffEmail('member', 5);
    const member5 = await auth(email);
    const own: Option[] = (await list(member5, 5)).json();
    expect(own.map((r) => r.email)).toEqual([email]);
    expect(((await list(member5, 'true')).json() as Option[]).map((r) => r.email)).toEqual([email]);
    expect((await list(member5, 9)).statusCode).toBe(404);
    const member = await auth(DEMO_ACCOUNTS.member);
    expect(((await list(member, 'true')).json() as Option[]).map((r) => r.email)).toEqual([DEMO_ACCOUNTS.member]);
    expect((await list(member, 5)).statusCode).toBe(404);
  });

  it('lets the main platform’s staff list their own users and any brand’s', async () => {
    const commercial = await auth(DEMO_ACCOUNTS.commercial);
    const main: Option[] = (await list(commercial, 'true')).json();
    expect(main.length).toBeGreaterThan(1);
    expect(await brandOf(main.map((r) => r.id))).toEqual([{ brand: null }]);
    const brand9: Option[] = (await list(commercial, 9)).json();
    expect(await brandOf(brand9.map((r) => r.id))).toEqual([{ brand: 9 }]);
  });
});
