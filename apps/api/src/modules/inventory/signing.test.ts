import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import { ONE_TIME_CODE_LABELS as CODE } from '@hubgrade/domain/one-time-code/labels';
import { maskEmail } from '@hubgrade/domain/one-time-code/rules';
import { sql } from 'drizzle-orm';
import { PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { demoPhotoPng } from '../../lib/demo-photo.ts';
import { brandStaffEmail } from '../../seed/accounts.ts';
import { JPEG, PNG, uploaded } from '../uploads/sample-files.ts';

type Who = 'brand5' | 'brand9';
const drawing = `data:image/png;base64,${PNG.toString('base64')}`;

/** The images a PDF embeds: their width and encoding (DCTDecode for a JPG). */
async function pdfImages(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((o): o is PDFRawStream => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
    .map((o) => ({ width: (o.dict.get(PDFName.of('Width')) as PDFNumber).asNumber(), filter: String(o.dict.get(PDFName.of('Filter'))) }));
}

/** The text of a PDF as poppler reads it (the machine has poppler; skipped where it does not). */
const hasPdftotext = existsSync('/usr/bin/pdftotext');
const pdfText = (bytes: Uint8Array) => execFileSync('/usr/bin/pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');

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
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const sign = (who: Who, id: number, party: 'staff' | 'tenant', code?: string) =>
    call(who, 'POST', `/edl/${id}/signatures`, {
      party,
      name: party === 'staff' ? 'Camille Martin' : 'Léa Durand',
      signature: drawing,
      ...(code === undefined ? {} : { code }),
    });
  const sendCode = (who: Who, id: number) => call(who, 'POST', `/edl/${id}/signatures/code`);
  const tenantOf = async (contract: number) =>
    (await rows<{ email: string }>(sql`select u.email from contracts c join users u on u.id = c.tenant_id where c.id = ${contract}`))[0]
      ?.email as string;
  /** The newest code mailed to the tenant for this report. */
  const mailedCode = async (id: number, to: string) => {
    const [mail] = await rows<{ text_body: string }>(
      sql`select text_body from mail_outbox where to_address = ${to} and subject = ${L.codeMail.subject(id)} order by id desc limit 1`,
    );
    return /est : (\d{6})/.exec(mail?.text_body ?? '')?.[1] as string;
  };
  /** The tenant signs with the code just mailed to them. */
  const tenantSigns = async (report: { id: number; contract: number }) => {
    const sent = await sendCode('brand5', report.id);
    expect(sent.statusCode, sent.body).toBe(200);
    return sign('brand5', report.id, 'tenant', await mailedCode(report.id, await tenantOf(report.contract)));
  };
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
  const readyEntry = async (withRooms: object[] = rooms) => {
    const options = (await call('brand5', 'GET', '/edl/options')).json();
    const created = await call('brand5', 'POST', '/edl', { contract: options.contracts[0].id });
    expect(created.statusCode, created.body).toBe(201);
    const saved = await call('brand5', 'PUT', `/edl/${created.json().id}`, { rooms: withRooms });
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

    const tenant = await tenantSigns(report);
    expect(tenant.statusCode, tenant.body).toBe(200);
    expect(tenant.json()).toMatchObject({
      state: 'signed',
      signatures: [{ party: 'staff' }, { party: 'tenant', name: 'Léa Durand' }],
      tenantCode: null,
    });
  });

  it('mails the tenant a one-time code once staff signed: too soon, wrong, expired and spent codes refused on the field', async () => {
    const report = await readyEntry();
    const early = await sendCode('brand5', report.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(L.refusals.signOrder('tenant'));
    expect((await sign('brand5', report.id, 'staff')).statusCode).toBe(200);

    const email = await tenantOf(report.contract);
    const sent = await sendCode('brand5', report.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sentTo: maskEmail(email) });
    const [mail] = await rows<{ text_body: string; brand_id: number | null }>(
      sql`select text_body, brand_id from mail_outbox where to_address = ${email} and subject = ${L.codeMail.subject(report.id)}`,
    );
    expect(mail?.text_body).toContain(`n° ${report.id}`);
    expect(mail?.brand_id).toBe(5);
    const shown = (await call('brand5', 'GET', `/edl/${report.id}`)).json();
    expect(shown.tenantCode).toMatchObject({ sentTo: maskEmail(email) });
    const tooSoon = await sendCode('brand5', report.id);
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().message).toBe(CODE.tooSoon);

    const missing = await sign('brand5', report.id, 'tenant');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ code: [CODE.shape] });
    const code = await mailedCode(report.id, email);
    const wrong = await sign('brand5', report.id, 'tenant', code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: [CODE.wrong(4)] });
    const attempts = async () =>
      (await rows<{ code_attempts: number }>(sql`select code_attempts from inventory_reports where id = ${report.id}`))[0]?.code_attempts;
    expect(await attempts()).toBe(1);

    await t.database.db.execute(sql`update inventory_reports set code_sent_at = now() - interval '11 minutes' where id = ${report.id}`);
    const expired = await sign('brand5', report.id, 'tenant', code);
    expect(expired.json().errors).toEqual({ code: [CODE.expired] });
    await t.database.db.execute(sql`update inventory_reports set code_sent_at = now(), code_attempts = 5 where id = ${report.id}`);
    const spent = await sign('brand5', report.id, 'tenant', code);
    expect(spent.json().errors).toEqual({ code: [CODE.tooManyAttempts] });
    expect((await call('brand5', 'GET', `/edl/${report.id}`)).json().state).toBe('draft');

    // A new code replaces the old one: the old one no longer signs.
    await t.database.db.execute(sql`update inventory_reports set code_sent_at = now() - interval '2 minutes' where id = ${report.id}`);
    expect((await sendCode('brand5', report.id)).statusCode).toBe(200);
    const fresh = await mailedCode(report.id, email);
    if (fresh !== code) expect((await sign('brand5', report.id, 'tenant', code)).json().errors).toEqual({ code: [CODE.wrong(4)] });
    const signed = await sign('brand5', report.id, 'tenant', fresh);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().state).toBe('signed');
    const [proof] = await rows<{ code_sent_to: string; code_sent_at: Date | null }>(
      sql`select code_sent_to, code_sent_at from inventory_signatures where report_id = ${report.id} and party = 'tenant'`,
    );
    expect(proof?.code_sent_to).toBe(maskEmail(email));
    expect(proof?.code_sent_at).not.toBeNull();
    expect((await sendCode('brand5', report.id)).json().message).toBe(L.refusals.signed);

    if (hasPdftotext) {
      const pdf = await call('brand5', 'GET', `/edl/${report.id}/pdf`);
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain(`Code à usage unique envoyé à ${maskEmail(email)} le`);
      expect(text).toContain('Signature manuscrite numérisée par le représentant connecté');
    }
  });

  it('draws the photos in the PDF, a missing file written by name as unreadable', async () => {
    const upload = (data: Buffer, name: string) => uploaded(t.app, tokens.brand5, data, name);
    const wall = await upload(demoPhotoPng(3), 'mur.png');
    const floor = await upload(JPEG, 'sol.jpg');
    const lost = await upload(demoPhotoPng(4), 'perdue.png');
    const report = await readyEntry([{ name: 'Bureau', items: [{ name: 'Sol', condition: 'good', photos: [wall, floor, lost] }] }]);
    const [key] = await rows<{ storage_key: string }>(sql`select storage_key from uploads where id = ${lost}`);
    await t.app.storage.delete(key?.storage_key ?? '');

    expect((await sign('brand5', report.id, 'staff')).statusCode).toBe(200);
    const signed = await tenantSigns(report);
    expect(signed.statusCode, signed.body).toBe(200);
    const pdf = await call('brand5', 'GET', `/edl/${report.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const images = await pdfImages(pdf.rawPayload);
    // The 320 px wide photo and the JPG are drawn; the lost one is not.
    expect(images.filter((i) => i.width === 320)).toHaveLength(1);
    expect(images.filter((i) => i.filter === '/DCTDecode')).toHaveLength(1);
    if (hasPdftotext) {
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('perdue.png (illisible)');
      expect(text).toContain('mur.png');
      expect(text).toContain('sol.jpg');
    }
  });

  it('is read-only once signed, mails the PDF to both parties and serves it for download', async () => {
    const report = await readyEntry();
    expect((await sign('brand5', report.id, 'staff')).statusCode).toBe(200);
    expect((await tenantSigns(report)).statusCode).toBe(200);

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
    expect((await sendCode('brand5', draft?.id ?? 0)).statusCode).toBe(404);
    expect((await sendCode('brand9', draft?.id ?? 0)).statusCode).toBe(403);
    expect((await call('brand5', 'GET', `/edl/${signed?.id}/pdf`)).statusCode).toBe(404);
    expect((await sign('brand9', draft?.id ?? 0, 'staff')).statusCode).toBe(403);
  });
});
