import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail } from '../../seed/accounts.ts';
import { PNG } from '../uploads/sample-files.ts';

type Who = 'brand5' | 'brand9';
const drawing = `data:image/png;base64,${PNG.toString('base64')}`;

describe.each(ENGINES)('signing condition reports on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, accept?: string) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}`, ...(accept ? { accept } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
  const sign = (who: Who, id: number, party: 'staff' | 'tenant', name = party === 'staff' ? 'Camille Martin' : 'Léa Durand') =>
    call(who, 'POST', `/edl/${id}/signatures`, { party, name, signature: drawing });
  const rooms = [
    {
      name: 'Bureau',
      items: [
        { name: 'Sol', condition: 'good', commentary: 'Parquet' },
        { name: 'Store', condition: 'na' },
      ],
    },
  ];

  /** A new entry report of brand 5, every item with a condition. */
  const readyEntry = async () => {
    const options = (await call('brand5', 'GET', '/edl/options')).json();
    const created = await call('brand5', 'POST', '/edl', { contract: options.contracts[0].id });
    expect(created.statusCode, created.body).toBe(201);
    const saved = await call('brand5', 'PUT', `/edl/${created.json().id}`, { rooms });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json() as { id: number; contract: number };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    tokens.brand5 = await t.tokenFor(brandStaffEmail('admin', 5));
    tokens.brand9 = await t.tokenFor(brandStaffEmail('admin', 9));
  });
  afterAll(() => t.close());

  it('is signed by staff first, then the tenant; only a report whose items all have a condition', async () => {
    const options = (await call('brand5', 'GET', '/edl/options')).json();
    const blank = (await call('brand5', 'POST', '/edl', { contract: options.contracts[0].id })).json();
    const early = await sign('brand5', blank.id, 'staff');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(L.refusals.notReady);

    const report = await readyEntry();
    const tenantFirst = await sign('brand5', report.id, 'tenant');
    expect(tenantFirst.statusCode).toBe(409);
    expect(tenantFirst.json().message).toBe(L.refusals.signOrder('tenant'));
    const bad = await call('brand5', 'POST', `/edl/${report.id}/signatures`, {
      party: 'staff',
      name: 'X',
      signature: 'data:text/plain,no',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'signature']);

    const staff = await sign('brand5', report.id, 'staff');
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json()).toMatchObject({ state: 'draft', signatures: [{ party: 'staff', name: 'Camille Martin' }] });
    expect((await sign('brand5', report.id, 'staff')).json().message).toBe(L.refusals.signOrder('staff'));
    const changed = await call('brand5', 'PUT', `/edl/${report.id}`, { rooms });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(L.refusals.signing);
    const notYet = await call('brand5', 'GET', `/edl/${report.id}/pdf`);
    expect(notYet.statusCode).toBe(409);

    const tenant = await sign('brand5', report.id, 'tenant');
    expect(tenant.statusCode, tenant.body).toBe(200);
    expect(tenant.json()).toMatchObject({ state: 'signed', signatures: [{ party: 'staff' }, { party: 'tenant', name: 'Léa Durand' }] });
  });

  it('is read-only once signed, mails the PDF to both parties and serves it for download', async () => {
    const report = await readyEntry();
    expect((await sign('brand5', report.id, 'staff')).statusCode).toBe(200);
    expect((await sign('brand5', report.id, 'tenant')).statusCode).toBe(200);

    const again = await call('brand5', 'PUT', `/edl/${report.id}`, { rooms });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(L.refusals.signed);
    expect((await sign('brand5', report.id, 'tenant')).json().message).toBe(L.refusals.signed);
    expect((await call('brand5', 'POST', `/edl/${report.id}/exit`)).statusCode).toBe(201);

    const mails = await queryRows<{ to_address: string; subject: string; attachments: { filename: string; content: string }[] }>(
      t.database.db,
      sql`select to_address, subject, attachments from mail_outbox where subject = ${L.mail.subject('entry', report.id)} order by id`,
    );
    const [tenant] = await queryRows<{ email: string }>(
      t.database.db,
      sql`select u.email from contracts c join users u on u.id = c.tenant_id where c.id = ${report.contract}`,
    );
    expect(mails.map((m) => m.to_address)).toEqual([brandStaffEmail('admin', 5), tenant?.email]);
    for (const mail of mails) {
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]?.filename).toBe(L.mail.fileName(report.id));
      const bytes = Buffer.from(mail.attachments[0]?.content ?? '', 'base64');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      // The report's page and one certificate page per signature.
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
    }

    const pdf = await call('brand5', 'GET', `/edl/${report.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const address = await call('brand5', 'GET', `/edl/${report.id}/pdf`, undefined, 'application/json');
    expect(address.json()).toEqual({ message: 'OK', path: `/api/edl/${report.id}/pdf` });
  });

  it("hides another brand's report: 404 to sign it or read its PDF", async () => {
    const platform = (state: string) =>
      queryRows<{ id: number }>(
        t.database.db,
        sql`select id from inventory_reports where brand_id is null and state = ${state} order by id limit 1`,
      ).then((rows) => rows[0]);
    const [draft, signed] = [await platform('draft'), await platform('signed')];
    expect(draft && signed).toBeTruthy();
    expect((await sign('brand5', draft?.id ?? 0, 'staff')).statusCode).toBe(404);
    expect((await call('brand5', 'GET', `/edl/${signed?.id}/pdf`)).statusCode).toBe(404);
    expect((await sign('brand9', draft?.id ?? 0, 'staff')).statusCode).toBe(403);
  });
});
