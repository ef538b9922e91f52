import { CREDIT_LABELS as L } from '@hubgrade/domain/credits/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { expirePacks } from './expiry.ts';
import { appendEntry, balanceOf, debit, isInsufficientCredits, lockAccount, refund } from './ledger.ts';

describe.each(ENGINES)('credit ledger on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload }),
    });
  /** A company of the brand that no test of this file has touched yet. */
  let freshCompanies: number[] = [];
  const freshCompany = () => {
    const id = freshCompanies.shift();
    if (id === undefined) throw new Error('no company left');
    return id;
  };
  let member: { id: number; companyId: number };

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [who, email] of [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand5', brandStaffEmail('admin', 5)],
      ['commercial5', brandStaffEmail('commercial', 5)],
      ['brand9', DEMO_ACCOUNTS.brand],
      ['member', DEMO_ACCOUNTS.member],
    ] as const) {
      tokens[who] = await t.tokenFor(email);
    }
    freshCompanies = (
      await rows<{ id: number }>(sql`select c.id from companies c where c.brand_id = 5
        and not exists (select 1 from credit_entries e join credit_accounts a on a.id = e.account_id where a.company_id = c.id)
        order by c.id limit 20`)
    ).map((r) => r.id);
    member = await one(sql`select id, company_id as "companyId" from users where email = ${DEMO_ACCOUNTS.member}`);
  });
  afterAll(() => t.close());

  it('a pack granted by staff adds an entry, the balance is the sum of the entries, and the company history has it', async () => {
    const company = freshCompany();
    const granted = await call('brand5', 'POST', `/credits/companies/${company}/entries`, {
      kind: 'grant',
      label: 'Pack 10 jours',
      amount: 25_000,
    });
    expect(granted.statusCode).toBe(201);
    expect(granted.json()).toMatchObject({ owner: { type: 'company', id: company }, balance: 25_000, entries: { total: 1 } });
    expect(granted.json().entries.items[0]).toMatchObject({ kind: 'grant', label: 'Pack 10 jours', amount: 25_000, balanceAfter: 25_000 });
    const adjusted = await call('commercial5', 'POST', `/credits/companies/${company}/entries`, {
      kind: 'adjustment',
      label: 'Geste commercial',
      amount: -5_000,
    });
    expect(adjusted.json().balance).toBe(20_000);
    const read = (await call('brand5', 'GET', `/credits/companies/${company}`)).json();
    expect(read.entries.items.map((e: { amount: number }) => e.amount)).toEqual([-5_000, 25_000]);
    const sum = await one<{ n: number }>(
      sql`select sum(e.amount_cents)::int as n from credit_entries e join credit_accounts a on a.id = e.account_id where a.company_id = ${company}`,
    );
    expect(sum.n).toBe(read.balance);
    const history = await rows<{ new_data: { credits: number } }>(
      sql`select new_data from history_entries where entity = 'company' and entity_id = ${company} order by id`,
    );
    expect(history.map((h) => h.new_data.credits)).toEqual([25_000, 20_000]);
  });

  it('refuses an adjustment below 0 (409), a grant of 0 or less and bad input (400 in French)', async () => {
    const company = freshCompany();
    const below = await call('brand5', 'POST', `/credits/companies/${company}/entries`, {
      kind: 'adjustment',
      label: 'Retrait',
      amount: -1,
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(L.belowZero);
    const negativeGrant = await call('brand5', 'POST', `/credits/companies/${company}/entries`, {
      kind: 'grant',
      label: 'Pack',
      amount: -100,
    });
    expect(negativeGrant.statusCode).toBe(400);
    expect(negativeGrant.json().errors.amount).toEqual([L.amountPositive]);
    const bad = await call('brand5', 'POST', `/credits/companies/${company}/entries`, { kind: 'debit', label: '', amount: 1.5 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'kind', 'label']);
  });

  it('keeps brands apart: another brand’s company is a 404, a member reads only their own credits and their company’s', async () => {
    const company = freshCompany();
    expect((await call('brand9', 'GET', `/credits/companies/${company}`)).statusCode).toBe(404);
    expect(
      (await call('brand9', 'POST', `/credits/companies/${company}/entries`, { kind: 'grant', label: 'Pack', amount: 100 })).statusCode,
    ).toBe(404);
    expect((await call('admin', 'GET', `/credits/companies/${company}`)).statusCode).toBe(200);
    expect((await call('member', 'GET', `/credits/members/${member.id}`)).statusCode).toBe(200);
    expect((await call('member', 'GET', `/credits/companies/${member.companyId}`)).statusCode).toBe(200);
    expect((await call('member', 'GET', `/credits/companies/${company}`)).statusCode).toBe(404);
    const other = await one<{ id: number }>(
      sql`select id from users where brand_id = 5 and id <> ${member.id} and deleted_at is null order by id limit 1`,
    );
    expect((await call('member', 'GET', `/credits/members/${other.id}`)).statusCode).toBe(404);
    expect(
      (await call('member', 'POST', `/credits/members/${member.id}/entries`, { kind: 'grant', label: 'Pack', amount: 100 })).statusCode,
    ).toBe(403);
  });

  it('debit refuses what the balance does not cover, a forced debit takes what is left, a refund gives it back once', async () => {
    const owner = { companyId: freshCompany() };
    const actor = { id: member.id };
    await t.database.db.transaction(async (tx) => {
      const account = await lockAccount(tx, owner);
      expect(account.balance).toBe(0);
    });
    await call('brand5', 'POST', `/credits/companies/${owner.companyId}/entries`, { kind: 'grant', label: 'Pack', amount: 3_000 });
    const refused = await t.database.db.transaction((tx) => debit(tx, { owner, price: 5_000, label: 'Poste', actor })).catch((e) => e);
    expect(isInsufficientCredits(refused)).toBe(true);
    expect(await balanceOf(t.database.db, owner)).toBe(3_000);
    const forced = await t.database.db.transaction((tx) => debit(tx, { owner, price: 5_000, label: 'Poste', actor, forced: true }));
    expect(forced).toMatchObject({ charged: 3_000, balanceAfter: 0 });
    const free = await t.database.db.transaction((tx) => debit(tx, { owner, price: 0, label: 'Gratuit', actor }));
    expect(free.entryId).toBeNull();
    const back = await t.database.db.transaction((tx) =>
      refund(tx, { debitEntryId: forced.entryId as number, label: 'Annulation', actor }),
    );
    expect(back.refunded).toBe(3_000);
    expect(await balanceOf(t.database.db, owner)).toBe(3_000);
    const twice = await t.database.db
      .transaction((tx) => refund(tx, { debitEntryId: forced.entryId as number, label: 'Annulation', actor }))
      .catch((e) => e);
    expect(twice.status).toBe(409);
  });

  describe('packs valid for a time', () => {
    const inADay = () => new Date(Date.now() + 86_400_000);
    /** A pack of `amount` granted to `owner`, valid until `expiresAt`; its entry id. */
    const grantPack = (owner: { companyId: number }, amount: number, expiresAt: Date, label = 'Pack 3 mois') =>
      t.database.db.transaction(async (tx) =>
        appendEntry(tx, await lockAccount(tx, owner), { kind: 'grant', label, amount, actor: null, expiresAt }),
      );
    const endNow = (grantId: number) => rows(sql`update credit_entries set expires_at = now() - interval '1 minute' where id = ${grantId}`);
    const expiriesOf = (grantId: number) =>
      rows<{ amount: number; label: string; balance: number }>(
        sql`select amount_cents as amount, label, balance_after_cents as balance from credit_entries where expiry_of = ${grantId}`,
      );

    it('spends the pack ending soonest first; once ended, what is left stops counting and the pass closes it once', async () => {
      const owner = { companyId: freshCompany() };
      await call('brand5', 'POST', `/credits/companies/${owner.companyId}/entries`, { kind: 'grant', label: 'Sans fin', amount: 5_000 });
      const later = await grantPack(owner, 4_000, new Date(Date.now() + 10 * 86_400_000), 'Pack tardif');
      const soon = await grantPack(owner, 3_000, inADay());
      await t.database.db.transaction((tx) => debit(tx, { owner, price: 1_000, label: 'Poste', actor: { id: member.id } }));
      expect(await balanceOf(t.database.db, owner)).toBe(11_000);

      await endNow(soon.id);
      // Before the pass: the 2,000 left of the ended pack are no longer shown nor spendable.
      expect(await balanceOf(t.database.db, owner)).toBe(9_000);
      expect((await call('brand5', 'GET', `/credits/companies/${owner.companyId}`)).json().balance).toBe(9_000);
      const refused = await t.database.db
        .transaction((tx) => debit(tx, { owner, price: 9_500, label: 'Poste', actor: { id: member.id } }))
        .catch((e) => e);
      expect(isInsufficientCredits(refused)).toBe(true);
      // The refused booking wrote nothing, not even the expiry (its transaction was rolled back).
      expect(await expiriesOf(soon.id)).toEqual([]);

      expect(await expirePacks(t.database.db)).toContain(
        (await one<{ id: number }>(sql`select id from credit_accounts where company_id = ${owner.companyId}`)).id,
      );
      expect(await expiriesOf(soon.id)).toEqual([{ amount: -2_000, label: L.expiryLabel('Pack 3 mois'), balance: 9_000 }]);
      await expirePacks(t.database.db);
      expect(await expiriesOf(soon.id)).toHaveLength(1);
      expect(await expiriesOf(later.id)).toEqual([]);

      const page = (await call('brand5', 'GET', `/credits/companies/${owner.companyId}`)).json();
      expect(page.balance).toBe(9_000);
      expect(page.entries.items[0]).toMatchObject({ kind: 'expiry', amount: -2_000, expiresAt: null });
      expect(page.entries.items.find((e: { id: number }) => e.id === later.id).expiresAt).toEqual(expect.any(String));
    });

    it('a booking made after the end closes the pack itself, and a pack spent whole closes with nothing to take back', async () => {
      const owner = { companyId: freshCompany() };
      const spent = await grantPack(owner, 1_000, inADay());
      const left = await grantPack(owner, 2_000, new Date(Date.now() + 2 * 86_400_000));
      await t.database.db.transaction((tx) => debit(tx, { owner, price: 1_000, label: 'Poste', actor: { id: member.id } }));
      await endNow(spent.id);
      await endNow(left.id);
      const refused = await t.database.db
        .transaction((tx) => debit(tx, { owner, price: 500, label: 'Poste', actor: { id: member.id }, forced: true }))
        .then((result) => result.charged);
      expect(refused).toBe(0);
      expect(await expiriesOf(spent.id)).toEqual([{ amount: 0, label: L.expiryLabel('Pack 3 mois'), balance: 2_000 }]);
      expect(await expiriesOf(left.id)).toEqual([{ amount: -2_000, label: L.expiryLabel('Pack 3 mois'), balance: 0 }]);
    });

    it.runIf(engine === 'postgres')('two passes at once close a pack once', async () => {
      const owner = { companyId: freshCompany() };
      const pack = await grantPack(owner, 3_000, inADay());
      await endNow(pack.id);
      await Promise.all([expirePacks(t.database.db), expirePacks(t.database.db), expirePacks(t.database.db)]);
      expect(await expiriesOf(pack.id)).toHaveLength(1);
      expect(await balanceOf(t.database.db, owner)).toBe(0);
    });
  });

  it.runIf(engine === 'postgres')('50 concurrent debits of a balance worth 10: exactly 10 succeed and the balance ends at 0', async () => {
    const owner = { companyId: freshCompany() };
    await call('brand5', 'POST', `/credits/companies/${owner.companyId}/entries`, { kind: 'grant', label: 'Pack 10', amount: 10 * 1_500 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        t.database.db.transaction((tx) => debit(tx, { owner, price: 1_500, label: 'Poste', actor: { id: member.id } })),
      ),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected' && isInsufficientCredits(o.reason));
    expect(ok.length).toBe(10);
    expect(refused.length).toBe(40);
    expect(await balanceOf(t.database.db, owner)).toBe(0);
    const sum = await one<{ n: number }>(
      sql`select sum(e.amount_cents)::int as n from credit_entries e join credit_accounts a on a.id = e.account_id where a.company_id = ${owner.companyId}`,
    );
    expect(sum.n).toBe(0);
  });
});
