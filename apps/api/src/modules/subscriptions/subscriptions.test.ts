import { billingPeriod } from '@hubgrade/domain/billing/contract-billing';
import type { Dashboard } from '@hubgrade/domain/dashboard/schemas';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { SUBSCRIPTION_LABELS } from '@hubgrade/domain/subscriptions/labels';
import { earliestEnd, monthBilling, monthOf } from '@hubgrade/domain/subscriptions/rules';
import type { Subscription, SubscriptionList, SubscriptionOptions } from '@hubgrade/domain/subscriptions/schemas';
import { addMonths, format, parseISO, subMonths } from 'date-fns';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

const R = SUBSCRIPTION_LABELS.refusals;
type Who = 'admin' | 'brand5' | 'office5' | 'commercial' | 'brand9' | 'member5';

const today = parisDay();
const thisMonth = monthOf(today);
const lastMonth = format(subMonths(parseISO(`${thisMonth}-01`), 1), 'yyyy-MM');

describe.each(ENGINES)('subscriptions on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload }),
    });
  let plan5: { id: number; unit_price_cents: number; monthly_credits_cents: number; name: string };
  let member5: { id: number; company_id: number };
  let loner5: number;
  let member9: number;
  const create = async (body: Partial<{ planId: number; userId: number; payer: string; startOn: string; siteId: number | null }> = {}) => {
    const res = await call('brand5', 'POST', '/abonnements', {
      planId: plan5.id,
      userId: member5.id,
      payer: 'company',
      startOn: today,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Subscription;
  };
  const creditsOf = (companyId: number) =>
    one<{ total: number }>(sql`select coalesce(sum(e.amount_cents), 0)::int as total from credit_entries e
      join credit_accounts a on a.id = e.account_id where a.company_id = ${companyId} and e.label like 'Abonnement n°%'`);

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [who, email] of [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand5', brandStaffEmail('admin', 5)],
      ['office5', brandStaffEmail('office', 5)],
      ['commercial', DEMO_ACCOUNTS.commercial],
      ['brand9', DEMO_ACCOUNTS.brand],
      ['member5', brandStaffEmail('member', 5)],
    ] as const) {
      tokens[who] = await t.tokenFor(email);
    }
    plan5 = await one(sql`select id, unit_price_cents, monthly_credits_cents, name from products
      where brand_id = 5 and kind = 'subscription_plan' and active and monthly_credits_cents > 0 order by id limit 1`);
    member5 = await one(sql`select id, company_id from users where brand_id = 5 and roles = '{ROLE_USER}' and deleted_at is null
      and company_id is not null and email not like '%@demo.test' order by id desc limit 1`);
    loner5 = (
      await one<{ id: number }>(sql`insert into users (brand_id, email, password_hash, first_name, last_name, account_type)
        values (5, 'sans.societe@abonnement.test', 'x', 'Sans', 'Société', 2) returning id`)
    ).id;
    member9 = (await one<{ id: number }>(sql`select id from users where brand_id = 9 and roles = '{ROLE_USER}' order by id limit 1`)).id;
  });
  afterAll(() => t.close());

  it('lists the brand’s subscriptions, 20 a page, with their payer, plan, next invoice and payment badge', async () => {
    const res = await call('brand5', 'GET', '/abonnements');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as SubscriptionList;
    expect(list.total).toBeGreaterThan(0);
    expect(list.items.every((s) => s.brandId === 5)).toBe(true);
    expect(new Set(list.items.map((s) => s.state)).size).toBeGreaterThan(3);
    expect(list.items.some((s) => s.paymentMode === 'Auto')).toBe(true);
    const all = (await call('admin', 'GET', '/abonnements?itemsPerPage=100')).json() as SubscriptionList;
    expect(new Set(all.items.map((s) => s.brandId))).toEqual(new Set([null, 5]));
    expect((await call('commercial', 'GET', '/abonnements')).statusCode).toBe(200);
    expect((await call('brand9', 'GET', '/abonnements')).statusCode).toBe(403);
    expect((await call('member5', 'GET', '/abonnements')).statusCode).toBe(403);
  });

  it('filters by state, plan, site, start and end days, and pages by cursor', async () => {
    const running = (await call('brand5', 'GET', '/abonnements?state=3')).json() as SubscriptionList;
    expect(running.items.length).toBeGreaterThan(0);
    expect(running.items.every((s) => s.state === 3)).toBe(true);
    const byPlan = (await call('brand5', 'GET', `/abonnements?plan=${plan5.id}`)).json() as SubscriptionList;
    expect(byPlan.items.every((s) => s.planId === plan5.id)).toBe(true);
    const month = billingPeriod(thisMonth);
    const ending = (await call('brand5', 'GET', `/abonnements?endFrom=${month.from}&endTo=${month.to}`)).json() as SubscriptionList;
    expect(ending.items.length).toBeGreaterThan(0);
    expect(ending.items.every((s) => s.endOn !== null && s.endOn >= month.from && s.endOn <= month.to)).toBe(true);
    const page1 = (await call('admin', 'GET', '/abonnements?itemsPerPage=3&sortBy=startOn')).json() as SubscriptionList;
    const page2 = (await call('admin', 'GET', `/abonnements?itemsPerPage=3&sortBy=startOn&after=${page1.next}`)).json() as SubscriptionList;
    expect(page2.items.map((s) => s.id)).not.toContain(page1.items[0]?.id);
    expect((page2.items[0]?.startOn ?? '') <= (page1.items.at(-1)?.startOn ?? '')).toBe(true);
    expect((await call('brand5', 'GET', '/abonnements?state=9')).statusCode).toBe(400);
    expect((await call('brand5', 'GET', '/abonnements?startFrom=demain')).statusCode).toBe(400);
  });

  it('gives the form the brand’s plans on sale and its sites', async () => {
    const options = (await call('brand5', 'GET', '/abonnements/options')).json();
    expect(options.plans.map((p: { id: number }) => p.id)).toContain(plan5.id);
    expect(options.plans.every((p: { brandId: number | null }) => p.brandId === 5)).toBe(true);
    expect(options.sites.length).toBeGreaterThan(0);
    expect(options.sites.every((s: { brandId: number | null }) => s.brandId === 5)).toBe(true);
  });

  it('names each plan’s brand for the main platform, which sells several plans of the same name', async () => {
    const options = (await call('admin', 'GET', '/abonnements/options')).json() as SubscriptionOptions;
    const brand5 = options.plans.find((p) => p.id === plan5.id);
    expect(brand5).toMatchObject({ brandId: 5, brandName: expect.any(String) });
    const named = options.plans.filter((p) => p.name === plan5.name);
    expect(named.length).toBeGreaterThan(1);
    expect(new Set(named.map((p) => p.brandName)).size).toBe(named.length);
  });

  it('creates a subscription awaiting its first invoice, with the plan’s terms and a history entry', async () => {
    const sub = await create();
    expect(sub).toMatchObject({
      state: 1,
      planId: plan5.id,
      planName: plan5.name,
      monthlyPriceCents: plan5.unit_price_cents,
      companyId: member5.company_id,
      startOn: today,
      nextInvoiceOn: today,
      invoices: [],
      canCancel: true,
      earliestEndOn: null,
      invoiceableMonth: thisMonth,
    });
    const history = await one<{ n: number }>(
      sql`select count(*)::int as n from history_entries where entity = 'subscription' and entity_id = ${sub.id}`,
    );
    expect(history.n).toBe(1);
    expect((await call('brand5', 'GET', `/abonnements/${sub.id}`)).json()).toMatchObject({ id: sub.id });
  });

  it('refuses bad input with French field errors, and another brand’s plan or member with a 404', async () => {
    const empty = await call('brand5', 'POST', '/abonnements', {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toEqual(expect.arrayContaining(['planId', 'userId', 'payer', 'startOn']));
    const badDay = await call('brand5', 'POST', '/abonnements', {
      planId: plan5.id,
      userId: member5.id,
      payer: 'member',
      startOn: '2026-02-30',
    });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().errors.startOn).toEqual([R.startOn]);
    const noCompany = await call('brand5', 'POST', '/abonnements', { planId: plan5.id, userId: loner5, payer: 'company', startOn: today });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().errors.payer).toEqual([R.noCompany]);
    const otherMember = await call('brand5', 'POST', '/abonnements', {
      planId: plan5.id,
      userId: member9,
      payer: 'member',
      startOn: today,
    });
    expect(otherMember.statusCode).toBe(404);
    const platformPlan = await one<{ id: number }>(
      sql`select id from products where brand_id is null and kind = 'subscription_plan' limit 1`,
    );
    const otherPlan = await call('brand5', 'POST', '/abonnements', {
      planId: platformPlan.id,
      userId: member5.id,
      payer: 'member',
      startOn: today,
    });
    expect(otherPlan.statusCode).toBe(404);
    const pack = await one<{ id: number }>(sql`select id from products where brand_id = 5 and kind = 'credit_pack' limit 1`);
    expect(
      (await call('brand5', 'POST', '/abonnements', { planId: pack.id, userId: member5.id, payer: 'member', startOn: today })).statusCode,
    ).toBe(404);
    expect(
      (await call('commercial', 'POST', '/abonnements', { planId: plan5.id, userId: member5.id, payer: 'member', startOn: today }))
        .statusCode,
    ).toBe(403);
  });

  it('invoices month by month, the first pro rata, granting the plan’s credits in the same transaction', async () => {
    const startOn = `${lastMonth}-16`;
    const sub = await create({ startOn });
    const before = (await creditsOf(member5.company_id)).total;
    const first = await call('brand5', 'POST', `/abonnements/${sub.id}/facturation`);
    expect(first.statusCode, first.body).toBe(200);
    const invoiced = first.json() as Subscription;
    const expected = monthBilling(
      { startOn, endOn: null, monthlyPriceCents: plan5.unit_price_cents, monthlyCreditsCents: plan5.monthly_credits_cents },
      lastMonth,
    );
    expect(invoiced.state).toBe(2);
    expect(invoiced.invoices).toHaveLength(1);
    expect(invoiced.invoices[0]).toMatchObject({
      month: lastMonth,
      htCents: expected?.amountCents,
      creditsCents: expected?.creditsCents,
      paid: false,
    });
    expect(expected?.quantity).toBeLessThan(1);
    expect((await creditsOf(member5.company_id)).total - before).toBe(expected?.creditsCents);
    // The month's credits do not pile up: usable through the same day a month after the grant, gone at the midnight that ends it.
    const grant = await one<{ expires_at: Date }>(
      sql`select expires_at from credit_entries where label like ${`Abonnement n° ${sub.id} :%`} and kind = 'grant'`,
    );
    const lastDay = format(addMonths(parseISO(parisDay()), 1), 'yyyy-MM-dd');
    expect(parisDay(new Date(new Date(grant.expires_at).getTime() - 1))).toBe(lastDay);
    expect(parisDay(new Date(grant.expires_at))).not.toBe(lastDay);
    const invoice = await one<{ type: number; company_id: number }>(
      sql`select type, company_id from invoices where id = ${invoiced.invoices[0]?.invoiceId}`,
    );
    expect(invoice).toEqual({ type: 3, company_id: member5.company_id });

    const second = (await call('brand5', 'POST', `/abonnements/${sub.id}/facturation`)).json() as Subscription;
    expect(second.invoices.map((i) => i.month)).toEqual([lastMonth, thisMonth]);
    expect(second.invoices[1]?.htCents).toBe(plan5.unit_price_cents);
    expect(second.invoiceableMonth).toBeNull();
    const third = await call('brand5', 'POST', `/abonnements/${sub.id}/facturation`);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(R.nothingToInvoice);

    // Paid in full, it runs.
    for (const i of second.invoices) {
      const paid = await call('brand5', 'POST', `/invoices/${i.invoiceId}/payments`, {
        method: 'transfer',
        amountCents: i.ttcCents,
        paidOn: today,
      });
      expect(paid.statusCode, paid.body).toBe(201);
    }
    const running = (await call('brand5', 'GET', `/abonnements/${sub.id}`)).json() as Subscription;
    expect(running.state).toBe(3);
    expect(running.invoices.every((i) => i.paid)).toBe(true);
    expect(running.earliestEndOn).toBe(earliestEnd({ startOn, commitmentEndOn: running.commitmentEndOn }, today));
  });

  it('ends with notice, no earlier than a month and the commitment, and bills the last month pro rata', async () => {
    const sub = await create({ startOn: `${lastMonth}-01` });
    await call('brand5', 'POST', `/abonnements/${sub.id}/facturation`);
    const billed = (await call('brand5', 'POST', `/abonnements/${sub.id}/facturation`)).json() as Subscription;
    const earliest = billed.earliestEndOn as string;
    const early = await call('brand5', 'POST', `/abonnements/${sub.id}/resiliation`, { endOn: today });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.endOn?.[0]).toContain('ne peut précéder');
    const ended = await call('brand5', 'POST', `/abonnements/${sub.id}/resiliation`, { endOn: earliest });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ endOn: earliest, noticeGivenOn: today, earliestEndOn: null });
    expect((await call('brand5', 'POST', `/abonnements/${sub.id}/resiliation`, { endOn: earliest })).statusCode).toBe(409);
    // Its last month, once due, is invoiced up to the end only.
    const endMonth = monthOf(earliest);
    await rows(sql`update subscriptions set billed_through = ${format(subMonths(parseISO(`${endMonth}-01`), 1), 'yyyy-MM')}
      where id = ${sub.id}`);
    const due = monthBilling(
      { startOn: sub.startOn, endOn: earliest, monthlyPriceCents: plan5.unit_price_cents, monthlyCreditsCents: 0 },
      endMonth,
    );
    expect(due?.last).toBe(true);
    // The run of the end's month would bill it: the sheet's action refuses a month still to come.
    expect((await call('brand5', 'POST', `/abonnements/${sub.id}/facturation`)).statusCode).toBe(endMonth > thisMonth ? 409 : 200);
  });

  it('cancels a subscription only before its first invoice, after a confirmation on the sheet', async () => {
    const fresh = await create({ startOn: format(addMonths(parseISO(today), 1), 'yyyy-MM-dd') });
    expect(fresh.invoiceableMonth).toBeNull();
    const cancelled = await call('brand5', 'POST', `/abonnements/${fresh.id}/annulation`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 5, canCancel: false, invoiceableMonth: null, nextInvoiceOn: null });
    expect((await call('brand5', 'POST', `/abonnements/${fresh.id}/annulation`)).json().message).toBe(R.final);
    const invoiced = await create();
    await call('brand5', 'POST', `/abonnements/${invoiced.id}/facturation`);
    const refused = await call('brand5', 'POST', `/abonnements/${invoiced.id}/annulation`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(R.cancelInvoiced);
    expect((await call('brand5', 'POST', `/abonnements/${invoiced.id}/resiliation`, { endOn: '2099-01-31' })).statusCode).toBe(200);
  });

  it('keeps another brand’s subscription out of sight (404)', async () => {
    const platform = await one<{ id: number }>(sql`select id from subscriptions where brand_id is null order by id limit 1`);
    expect((await call('brand5', 'GET', `/abonnements/${platform.id}`)).statusCode).toBe(404);
    expect((await call('office5', 'POST', `/abonnements/${platform.id}/facturation`)).statusCode).toBe(404);
    expect((await call('brand5', 'POST', `/abonnements/${platform.id}/annulation`)).statusCode).toBe(404);
    expect((await call('brand5', 'POST', `/abonnements/${platform.id}/resiliation`, { endOn: '2099-01-31' })).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/abonnements/${platform.id}`)).statusCode).toBe(200);
    expect((await call('brand5', 'GET', '/abonnements/2000000000')).statusCode).toBe(404);
  });

  it('is invoiced by the month’s billing run, its credits granted, never twice', async () => {
    const sub = await create({ startOn: `${thisMonth}-01`, payer: 'member' });
    const started = await call('brand5', 'POST', '/billing-runs', { month: thisMonth });
    expect(started.statusCode, started.body).toBe(202);
    let run = started.json();
    for (let i = 0; i < 600 && run.state === 'running'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      run = (await call('brand5', 'GET', `/billing-runs/${run.id}`)).json();
    }
    expect(run.state, run.error).toBe('done');
    const billed = (await call('brand5', 'GET', `/abonnements/${sub.id}`)).json() as Subscription;
    expect(billed.state).toBe(2);
    expect(billed.invoices).toHaveLength(1);
    expect(billed.invoices[0]).toMatchObject({
      month: thisMonth,
      htCents: plan5.unit_price_cents,
      creditsCents: plan5.monthly_credits_cents,
    });
    const entry = await one<{
      amount_cents: number;
    }>(sql`select e.amount_cents from credit_entries e join credit_accounts a on a.id = e.account_id
      where a.user_id = ${member5.id} and e.label like ${`Abonnement n° ${sub.id} :%`}`);
    expect(entry.amount_cents).toBe(plan5.monthly_credits_cents);
    const marks = await one<{ n: number }>(
      sql`select count(*)::int as n from subscription_billings where subscription_id = ${sub.id} and run_id = ${run.id}`,
    );
    expect(marks.n).toBe(1);
    expect((await call('brand5', 'POST', `/abonnements/${sub.id}/facturation`)).statusCode).toBe(409);
  });

  it('is paid by direct debit when the member has a standing SEPA mandate: badge Auto, invoice in the order', async () => {
    const mandated = await one<{ user_id: number }>(sql`select m.user_id from sepa_mandates m join users u on u.id = m.user_id
      where m.brand_id = 5 and m.signed_at is not null and m.signed_ip is not null and m.removed_at is null and u.deleted_at is null
      order by m.id limit 1`);
    const sub = await create({ userId: mandated.user_id, payer: 'member' });
    expect(sub.paymentMode).toBe('Auto');
    expect(sub.paymentMode).not.toBe((await create({ userId: loner5, payer: 'member' })).paymentMode);
    const invoiced = (await call('brand5', 'POST', `/abonnements/${sub.id}/facturation`)).json() as Subscription;
    const order = await call('admin', 'POST', '/ordres/prelevement', {
      brandId: 5,
      collectionDate: format(addMonths(parseISO(today), 1), 'yyyy-MM-dd'),
    });
    expect(order.statusCode, order.body).toBe(201);
    const items = order.json().items as { invoiceId: number | null; amountCents: number }[];
    expect(items.find((i) => i.invoiceId === invoiced.invoices[0]?.invoiceId)?.amountCents).toBe(invoiced.invoices[0]?.ttcCents);
  });

  it('counts the subscriptions starting and ending this month and the orders awaiting validation on the dashboard, each opening its list', async () => {
    const dashboard = (await call('brand5', 'GET', '/dashboard')).json() as Dashboard;
    for (const id of ['subscriptions.startingThisMonth', 'subscriptions.endingThisMonth', 'orders.awaitingValidation'] as const) {
      const widget = dashboard.widgets.find((w) => w.id === id);
      expect(widget, id).toBeDefined();
      const data = widget?.data as { value: number; link: string };
      const [path, query] = data.link.split('?');
      const api = path === '/commandes/commandes' ? '/commandes' : '/abonnements';
      const list = (await call('brand5', 'GET', `${api}?${query}`)).json() as { total: number };
      expect(list.total, id).toBe(data.value);
      expect(data.value, id).toBeGreaterThan(0);
    }
    const commercial = (await call('commercial', 'GET', '/dashboard')).json() as Dashboard;
    expect(commercial.widgets.some((w) => w.id === 'subscriptions.startingThisMonth')).toBe(false);
    const brand9 = (await call('brand9', 'GET', '/dashboard')).json() as Dashboard;
    expect(brand9.widgets.some((w) => w.id === 'orders.awaitingValidation')).toBe(false);
  });
});
