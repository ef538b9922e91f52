import type { AddressInfo } from 'node:net';
import { PANEL_LABELS as L } from '@hubgrade/domain/panels/labels';
import { PANEL_CHANGED_EVENT, PANEL_SCREEN_GONE_CLOSE } from '@hubgrade/domain/panels/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { openScreen, type ScreenClient, screenUrl } from '../../../test/screen-client.ts';
import { queryRows } from '../../db/client.ts';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';

/** Far ahead of the seeded bookings: no meeting of the demo is in the way. */
const DAY = '2031-05-06';

describe.each(ENGINES)('lobby screens live on %s', (engine) => {
  let t: TestApp;
  let baseUrl: string;
  let headers: Record<string, string>;
  const open: ScreenClient[] = [];
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0] as T;

  /** A panel of the main platform on a site, with its secret. */
  const panelOn = async (siteId: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/panels',
      headers,
      payload: { espace: siteId, name: 'Écran en direct', blocks: ['rooms', 'feed'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; secret: string };
  };
  const screen = async (secret: string) => {
    const client = await openScreen(screenUrl(baseUrl, secret));
    open.push(client);
    // The first frame says the socket is held (and has the screen read its content): signals reach it from then on.
    await client.received(1);
    return client;
  };
  /** A meeting of an hour in the site's first room, booked through the API. */
  const book = async (siteId: number, hour: number, subject: string) => {
    const room = await one<{ id: number }>(sql`select id from meeting_rooms where site_id = ${siteId} order by id limit 1`);
    const user = await one<{ id: number }>(sql`select id from users where email = ${DEMO_ACCOUNTS.member}`);
    const at = (h: number) => `${DAY}T${String(h).padStart(2, '0')}:00:00.000Z`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sdr-reservation',
      headers,
      payload: {
        hubgrade_sdr_reservation: { user: user.id, sdr: room.id, date: at(hour), dateEnd: at(hour + 1), subject, quotaFree: true },
        selectedTime: 0,
        forceReservation: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  let siteA: number;
  let siteB: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    headers = { authorization: `Bearer ${await t.tokenFor(DEMO_ACCOUNTS.admin)}` };
    const sites = await queryRows<{ id: number }>(
      t.database.db,
      sql`select r.site_id as id from meeting_rooms r join sites s on s.id = r.site_id
          where s.brand_id is null group by r.site_id order by r.site_id limit 2`,
    );
    [siteA, siteB] = sites.map((s) => s.id) as [number, number];
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await t.close();
  });

  it('answers a plain HTTP call with 426 and closes an unknown secret with 4404', async () => {
    const res = await t.app.inject({ url: '/api/project/screen/une-adresse-secrete-inconnue/ws' });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toEqual({ status: 426, message: L.screen.upgradeRequired });
    const unknown = await openScreen(screenUrl(baseUrl, 'une-adresse-secrete-inconnue'));
    expect(await unknown.closed).toEqual({ code: PANEL_SCREEN_GONE_CLOSE, reason: L.screen.notFound });
  });

  it("signals a booking on the panel's site, and not one on another site, with no booking's subject", async () => {
    const onA = await screen((await panelOn(siteA)).secret);
    const onB = await screen((await panelOn(siteB)).secret);
    const id = await book(siteA, 8, 'Conseil privé du matin');
    await onA.received(2);
    expect(onA.frames).toEqual([{ event: PANEL_CHANGED_EVENT }, { event: PANEL_CHANGED_EVENT }]);
    // Another site's booking after it: B's second frame is that one, so A's never reached B.
    await book(siteB, 9, 'Réunion du site voisin');
    await onB.received(2);
    await t.app.realtime.screens.idle();
    expect(onB.frames).toHaveLength(2);
    expect(onA.frames).toHaveLength(2);

    const cancelled = await t.app.inject({ method: 'POST', url: `/api/sdr-reservation/${id}/cancel`, headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await onA.received(3);
    await t.app.realtime.screens.idle();
    expect(onB.frames).toHaveLength(2);
  });

  it('signals a feed message published for the site', async () => {
    const onA = await screen((await panelOn(siteA)).secret);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brand/true/feed/messages',
      headers,
      payload: { title: 'Nouvelle cafétéria', description: '<p>Ouverte dès lundi</p>', messageState: 3, espaces: [siteA] },
    });
    expect(res.statusCode, res.body).toBe(201);
    await onA.received(2);
  });

  it("closes the old secret's socket when the secret is regenerated", async () => {
    const panel = await panelOn(siteA);
    const old = await screen(panel.secret);
    const held = t.app.realtime.screens.size;
    const res = await t.app.inject({ method: 'POST', url: `/api/panels/${panel.id}/secret`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(await old.closed).toEqual({ code: PANEL_SCREEN_GONE_CLOSE, reason: L.screen.notFound });
    await expect.poll(() => t.app.realtime.screens.size).toBe(held - 1);
    const fresh = await screen((res.json() as { secret: string }).secret);
    await book(siteA, 11, 'Après le changement');
    await fresh.received(2);
  });
});
