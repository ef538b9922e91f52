import { addParisDays } from '@hubgrade/domain/format/paris-calendar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { sendDueReminders } from './reminders.ts';

interface InvoiceRow {
  id: number;
  full_number: string;
  due_on: string;
  email: string;
  state: number;
}

describe.each(ENGINES)('invoice reminders on %s', (engine) => {
  let t: TestApp;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const levelsOf = async (id: number) =>
    (await rows<{ level: number }>(sql`select level from invoice_reminders where invoice_id = ${id} order by level`)).map((r) => r.level);
  const pick = (states: string) =>
    one<InvoiceRow>(sql`select id, full_number, due_on::text as due_on, buyer ->> 'email' as email, state from invoices
      where state in (${sql.raw(states)}) and type <> 5 and due_on is not null and coalesce(buyer ->> 'email', '') <> ''
      order by due_on desc, id limit 1`);
  const remind = (today: string) => sendDueReminders(t.database.db, 'https://back.example', today);

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('mails a first reminder at J+7, a second at J+30, each once, with the invoice in the history and its mails', async () => {
    const invoice = await pick('0, 1');
    expect(invoice).toBeDefined();
    await remind(addParisDays(invoice.due_on, 6));
    expect(await levelsOf(invoice.id)).toEqual([]);

    const mailsBefore = await one<{ n: number }>(sql`select count(*)::int as n from mail_outbox where to_address = ${invoice.email}`);
    expect(await remind(addParisDays(invoice.due_on, 7))).toBeGreaterThan(0);
    expect(await levelsOf(invoice.id)).toEqual([1]);
    const mail = await one<{ subject: string; text_body: string; to_address: string }>(
      sql`select m.subject, m.text_body, m.to_address from invoice_reminders r join mail_outbox m on m.id = r.mail_id
          where r.invoice_id = ${invoice.id} and r.level = 1`,
    );
    expect(mail.to_address).toBe(invoice.email);
    expect(mail.subject).toContain(`Rappel : facture ${invoice.full_number} en attente de règlement`);
    expect(mail.text_body).toContain('https://back.example/api/brand/');
    expect(mail.text_body).toContain('40 €');
    const mailsAfter = await one<{ n: number }>(sql`select count(*)::int as n from mail_outbox where to_address = ${invoice.email}`);
    expect(mailsAfter.n).toBeGreaterThan(mailsBefore.n);
    const linked = await one<{ n: number }>(
      sql`select count(*)::int as n from invoice_mails im join invoice_reminders r on r.mail_id = im.mail_id where im.invoice_id = ${invoice.id}`,
    );
    expect(linked.n).toBe(1);
    const event = await one<{ event: string; note: string; state: number }>(
      sql`select event, note, state from invoice_events where invoice_id = ${invoice.id} order by id desc limit 1`,
    );
    expect(event).toEqual({ event: 'reminder', note: 'J+7', state: invoice.state });

    expect(await remind(addParisDays(invoice.due_on, 7))).toBe(0);
    expect(await remind(addParisDays(invoice.due_on, 29))).toBe(0);
    await remind(addParisDays(invoice.due_on, 30));
    expect(await levelsOf(invoice.id)).toEqual([1, 2]);
    expect(await remind(addParisDays(invoice.due_on, 90))).toBe(0);
    expect(await levelsOf(invoice.id)).toEqual([1, 2]);
  });

  it('never reminds a paid, cancelled or unrecoverable invoice, nor a credit note', async () => {
    await remind(addParisDays((await pick('2, 3, 4')).due_on, 400));
    const reminded = await one<{ n: number }>(sql`select count(*)::int as n from invoice_reminders`);
    expect(reminded.n).toBeGreaterThan(0);
    // Nothing in this file changes an invoice's state: what was reminded was waiting for its payment then.
    const wrong = await one<{ n: number }>(
      sql`select count(*)::int as n from invoice_reminders r join invoices i on i.id = r.invoice_id where i.type = 5 or i.state not in (0, 1)`,
    );
    expect(wrong.n).toBe(0);
  });
});
