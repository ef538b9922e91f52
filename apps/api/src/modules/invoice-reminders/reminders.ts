import { billingOperations } from '@hubgrade/domain/billing/operations';
import { REMINDER_LABELS as L, REMINDER_LEVELS, type ReminderLevel, reminderDue } from '@hubgrade/domain/billing/reminders';
import { pathOf } from '@hubgrade/domain/common/operation';
import { formatDay } from '@hubgrade/domain/format/dates';
import { formatCents } from '@hubgrade/domain/format/money';
import { addParisDays, parisDay } from '@hubgrade/domain/format/paris-calendar';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { invoiceEvents, invoiceMails, invoiceReminders, invoices, mailOutbox } from '../../db/schema/index.ts';
import type { ZodApp } from '../../lib/context.ts';
import { schedulePeriodicPass } from '../../lib/periodic-pass.ts';

/** The advisory lock of a reminders pass: one instance at a time. */
const REMINDERS_LOCK = 0xb111_0007;
/** Invoices reminded per transaction. */
const BATCH = 200;
/** How often the pass looks for reminders that fell due. */
const PASS_MS = 60 * 60 * 1000;

interface CandidateRow {
  id: number;
  brand_id: number | null;
  full_number: string;
  state: number;
  type: number;
  due_on: string;
  ttc_cents: number;
  token: string;
  email: string;
  seller: string | null;
  sent: number[];
}

/**
 * Mails the reminders that fell due (`reminderDue`: J+7, then J+30 after the due date) for the
 * invoices still waiting for their payment, each once: the mail, its link to the invoice, the
 * reminder and the invoice's history line are written in one transaction. Returns how many went.
 */
export async function sendDueReminders(db: Db, publicUrl: string, today = parisDay()): Promise<number> {
  let sentCount = 0;
  let afterId = 0;
  for (;;) {
    const sentNow = await db.transaction(async (tx) => {
      const [lease] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${REMINDERS_LOCK}) as locked`);
      if (!lease?.locked) return null;
      const candidates = await queryRows<CandidateRow>(
        tx,
        sql`select i.id, i.brand_id, i.full_number, i.state, i.type, i.due_on::text as due_on, i.ttc_cents, i.token,
              i.buyer ->> 'email' as email, i.seller ->> 'name' as seller,
              coalesce((select array_agg(r.level::int) from ${invoiceReminders} r where r.invoice_id = i.id), '{}') as sent
            from ${invoices} i
            where i.state in (0, 1) and i.type <> 5 and i.due_on <= ${addParisDays(today, -REMINDER_LEVELS[0].daysAfterDue)}
              and coalesce(i.buyer ->> 'email', '') <> '' and i.id > ${afterId}
              and not exists (select 1 from ${invoiceReminders} r where r.invoice_id = i.id and r.level = 2)
            order by i.id
            limit ${BATCH}`,
      );
      if (candidates.length === 0) return null;
      afterId = candidates.at(-1)?.id ?? afterId;
      let count = 0;
      for (const invoice of candidates) {
        const level = reminderDue({ state: invoice.state, type: invoice.type, dueOn: invoice.due_on }, invoice.sent, today);
        if (level === null) continue;
        const mailId = await queueReminder(tx, invoice, level, publicUrl);
        await tx.insert(invoiceReminders).values({ invoiceId: invoice.id, level, mailId });
        await tx.insert(invoiceMails).values({ invoiceId: invoice.id, mailId });
        await tx
          .insert(invoiceEvents)
          .values({ invoiceId: invoice.id, event: 'reminder', state: invoice.state, note: level === 1 ? 'J+7' : 'J+30' });
        count += 1;
      }
      return count;
    });
    if (sentNow === null) return sentCount;
    sentCount += sentNow;
  }
}

async function queueReminder(tx: Tx, invoice: CandidateRow, level: ReminderLevel, publicUrl: string) {
  const pdfUrl = `${publicUrl}${pathOf(billingOperations.invoicePdf, { cryptBrand: invoice.brand_id ?? 0, cryptId: invoice.token })}`;
  const seller = invoice.seller ?? '';
  const [mail] = await tx
    .insert(mailOutbox)
    .values({
      toAddress: invoice.email,
      subject: L.subject(level, invoice.full_number, seller),
      textBody: L.body({
        level,
        number: invoice.full_number,
        amount: formatCents(invoice.ttc_cents),
        dueOn: formatDay(invoice.due_on),
        pdfUrl,
        seller,
      }),
      brandId: invoice.brand_id,
    })
    .returning({ id: mailOutbox.id });
  if (!mail) throw new Error('reminder not queued');
  return mail.id;
}

/** Sends the reminders that fell due once an hour while the app is up (and once at start). */
export function scheduleReminders(app: ZodApp, db: Db, publicUrl: string): void {
  schedulePeriodicPass(app, { everyMs: PASS_MS, failure: 'invoice reminders failed', run: () => sendDueReminders(db, publicUrl) });
}
