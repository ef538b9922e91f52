import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { brandSettings, brands, mailOutbox } from '../../db/schema/index.ts';
import { queueMail } from '../../lib/mail.ts';
import { MAX_MAIL_ATTEMPTS } from '../../plugins/mail-delivery.ts';

interface Received {
  envelopeTo: string[];
  headers: Map<string, string>;
  body: string;
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, encoding: string, data: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_h, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function parseMessage(raw: string): { headers: Map<string, string>; body: string } {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const at = line.indexOf(':');
    if (at > 0) headers.set(line.slice(0, at).toLowerCase(), decodeWords(line.slice(at + 1).trim()));
  }
  return { headers, body: rest.join('\r\n\r\n') };
}

/** A real SMTP server on a free loopback port; recipients starting with "refus" are rejected. */
async function startSmtpServer(delayMs = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(address.address.startsWith('refus') ? Object.assign(new Error('Destinataire refusé'), { responseCode: 550 }) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (delayMs) await sleep(delayMs);
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        received.push({ envelopeTo, ...parseMessage(Buffer.concat(chunks).toString('utf8')) });
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(ENGINES)('SMTP delivery on %s', (engine) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(engine, { seed: false, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Hubgrade <no-reply@hubgrade.test>' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  it('sends the confirmation mail of a registration and stamps it as sent', async () => {
    const password = 'une phrase de passe sûre';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: {
        hubgrade_registration: {
          email: 'smtp.inscription@exemple.fr',
          firstName: 'Élodie',
          lastName: 'Moreau',
          mobile: '0611223344',
          plainPassword: { first: password, second: password },
          cgu: true,
          accountType: 2,
        },
        brand: null,
      },
    });
    expect(res.statusCode).toBe(201);

    // Delivery is woken by the registration itself: nothing here triggers it.
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000, interval: 20 });
    const [mail] = smtp.received;
    expect(mail?.envelopeTo).toEqual(['smtp.inscription@exemple.fr']);
    expect(mail?.headers.get('to')).toBe('smtp.inscription@exemple.fr');
    expect(mail?.headers.get('from')).toBe('Hubgrade <no-reply@hubgrade.test>');
    expect(mail?.headers.get('subject')).toBe('Confirmez votre inscription sur Hubgrade');

    await vi.waitFor(
      async () => {
        const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'smtp.inscription@exemple.fr'));
        expect(row).toMatchObject({ attempts: 1, lastError: null, sentAt: expect.any(Date) });
      },
      { timeout: 5000, interval: 20 },
    );
    expect(await t.app.mailer.flush()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('sends a mail’s attachments as parts of their own type', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await queueMail(t.database.db, {
      to: 'invite.smtp@exemple.fr',
      subject: 'Invitation',
      text: 'Corps',
      attachments: [{ filename: 'invitation.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }],
    });
    expect(await t.app.mailer.flush()).toBe(1);
    const [mail] = smtp.received;
    expect(mail?.headers.get('content-type')).toMatch(/^multipart\/mixed/);
    expect(mail?.body).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH; ?\r?\n?\s*name=invitation\.ics/);
    expect(mail?.body).toContain('filename=invitation.ics');
  });

  it('sends a brand’s mails from the sender of its settings, the others from MAIL_FROM', async () => {
    const [brand] = await t.database.db.insert(brands).values({ name: 'Marque expéditrice' }).returning({ id: brands.id });
    const [bare] = await t.database.db.insert(brands).values({ name: 'Marque sans nom' }).returning({ id: brands.id });
    if (!brand || !bare) throw new Error('brands not created');
    await t.database.db.insert(brandSettings).values([
      { brandKey: brand.id, brandId: brand.id, mailSenderName: 'Équipe Marque', mailSenderAddress: 'bonjour@marque.test' },
      { brandKey: bare.id, brandId: bare.id, mailSenderAddress: 'contact@sans-nom.test' },
    ]);
    await queueMail(t.database.db, { to: 'client.marque@exemple.fr', subject: 'De la marque', text: 'Corps', brandId: brand.id });
    await queueMail(t.database.db, { to: 'client.sans-nom@exemple.fr', subject: 'Adresse seule', text: 'Corps', brandId: bare.id });
    await queueMail(t.database.db, { to: 'client.plateforme@exemple.fr', subject: 'De la plateforme', text: 'Corps' });
    expect(await t.app.mailer.flush()).toBe(3);
    const from = new Map(smtp.received.map((m) => [m.envelopeTo[0], m.headers.get('from')]));
    expect(from.get('client.marque@exemple.fr')).toBe('Équipe Marque <bonjour@marque.test>');
    expect(from.get('client.sans-nom@exemple.fr')).toBe('contact@sans-nom.test');
    expect(from.get('client.plateforme@exemple.fr')).toBe('Hubgrade <no-reply@hubgrade.test>');
  });

  it('keeps a refused mail pending with its error, and gives up after the last attempt', async () => {
    await queueMail(t.database.db, { to: 'refus@exemple.fr', subject: 'Refusé', text: 'Corps' });
    await queueMail(t.database.db, { to: 'accepte@exemple.fr', subject: 'Réinitialisation accentuée', text: 'Corps' });
    expect(await t.app.mailer.flush()).toBe(1);
    expect(smtp.received.map((m) => [m.envelopeTo[0], m.headers.get('subject')])).toEqual([
      ['accepte@exemple.fr', 'Réinitialisation accentuée'],
    ]);

    const refusedRow = async () => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'refus@exemple.fr')))[0];
    expect(await refusedRow()).toMatchObject({ attempts: 1, sentAt: null, lastError: expect.stringContaining('Destinataire refusé') });
    for (let i = 1; i < MAX_MAIL_ATTEMPTS + 2; i++) await t.app.mailer.flush();
    expect(await refusedRow()).toMatchObject({ attempts: MAX_MAIL_ATTEMPTS, sentAt: null });
    expect(smtp.received).toHaveLength(1);
  });
});

// Two instances polling one PostgreSQL server: the row locks must keep every mail single.
describe.skipIf(!process.env.TEST_DATABASE_URL)('SMTP delivery from two instances on postgres', () => {
  const MAILS = 30;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    smtp = await startSmtpServer(5);
    t = await createTestApp('postgres', { seed: false, env: { SMTP_URL: smtp.url } });
    other = await buildApp({ config: t.config, database: t.database });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await smtp?.close();
  });

  it('sends each mail exactly once', async () => {
    for (let i = 0; i < MAILS; i++)
      await queueMail(t.database.db, { to: `destinataire${i}@exemple.fr`, subject: `Mail ${i}`, text: 'Corps' });
    const [a, b] = await Promise.all([t.app.mailer.flush(), other.mailer.flush()]);
    expect((a ?? 0) + (b ?? 0)).toBe(MAILS);
    // Both instances took part: otherwise the test would not show anything about the locks.
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    const recipients = smtp.received.map((m) => m.envelopeTo[0]).sort();
    expect(recipients).toEqual(Array.from({ length: MAILS }, (_, i) => `destinataire${i}@exemple.fr`).sort());
    const rows = await t.database.db
      .select({ attempts: mailOutbox.attempts })
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, recipients as string[]));
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });
});
