import { randomBytes } from 'node:crypto';
import { batchPerPass } from '@hubgrade/domain/emailing/rules';
import type { Segment } from '@hubgrade/domain/emailing/schemas';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { type Db, type Executor, queryRows } from '../../db/client.ts';
import { companies, emailCampaignRecipients, emailCampaigns, mailOutbox, users } from '../../db/schema/index.ts';
import type { ZodApp } from '../../lib/context.ts';
import { schedulePeriodicPass } from '../../lib/periodic-pass.ts';
import { campaignMail, unsubscribeLink } from './mail.ts';
import { segmentMembers } from './segment.ts';

/** One pass of the sender a second: the rate per minute is spread over the passes. */
export const SENDER_PASS_MS = 1000;

type CampaignRecord = typeof emailCampaigns.$inferSelect;

/** A campaign starts: its state says so and the segment's size now is its progress bar's whole. */
export async function startCampaign(tx: Executor, campaign: Pick<CampaignRecord, 'id' | 'brandId' | 'segment'>): Promise<void> {
  const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n ${segmentMembers(campaign.brandId, campaign.segment)}`);
  await tx
    .update(emailCampaigns)
    .set({ state: 'sending', startedAt: new Date(), total: Number(row?.n ?? 0), updatedAt: new Date() })
    .where(eq(emailCampaigns.id, campaign.id));
}

/**
 * Queues the mails of up to `limit` members of the segment who have none yet, in one
 * transaction. The recipient row is written first: its key (campaign, member) refuses a second
 * one, so two passes racing, here or on another instance, never mail a member twice. Returns how
 * many were queued, and whether the segment was exhausted.
 */
export async function queueCampaignBatch(
  db: Db,
  publicUrl: string,
  campaign: Pick<CampaignRecord, 'id' | 'brandId' | 'segment' | 'subject' | 'body'>,
  limit: number,
): Promise<{ queued: number; done: boolean }> {
  return db.transaction(async (tx) => {
    const candidates = await queryRows<{ id: number; email: string; first_name: string; company_name: string | null }>(
      tx,
      sql`select ${users.id} as id, ${users.email} as email, ${users.firstName} as first_name, ${companies.name} as company_name
          ${segmentMembers(campaign.brandId, campaign.segment as Segment)}
          and not exists (select 1 from ${emailCampaignRecipients}
            where ${emailCampaignRecipients.campaignId} = ${campaign.id} and ${emailCampaignRecipients.userId} = ${users.id})
          order by ${users.id} limit ${limit}`,
    );
    let queued = 0;
    for (const member of candidates) {
      const token = randomBytes(24).toString('base64url');
      const [taken] = await tx
        .insert(emailCampaignRecipients)
        .values({ campaignId: campaign.id, userId: member.id, token })
        .onConflictDoNothing()
        .returning({ token: emailCampaignRecipients.token });
      if (!taken) continue;
      const mail = campaignMail(
        campaign,
        { email: member.email, firstName: member.first_name, companyName: member.company_name },
        unsubscribeLink(publicUrl, token),
      );
      const [outbox] = await tx
        .insert(mailOutbox)
        .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null, brandId: campaign.brandId })
        .returning({ id: mailOutbox.id });
      await tx
        .update(emailCampaignRecipients)
        .set({ mailId: outbox?.id ?? null })
        .where(and(eq(emailCampaignRecipients.campaignId, campaign.id), eq(emailCampaignRecipients.userId, member.id)));
      queued++;
    }
    const done = candidates.length < limit;
    if (done)
      await tx
        .update(emailCampaigns)
        .set({ state: 'sent', finishedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(emailCampaigns.id, campaign.id), eq(emailCampaigns.state, 'sending')));
    return { queued, done };
  });
}

/**
 * One pass: scheduled campaigns that fell due start, then campaigns under way queue their next
 * mails, `budget` at most in all. All state is in the database, so a restart resumes where it stopped.
 */
export async function runCampaignPass(db: Db, publicUrl: string, budget: number): Promise<number> {
  const due = await db
    .select()
    .from(emailCampaigns)
    .where(and(eq(emailCampaigns.state, 'scheduled'), lte(emailCampaigns.scheduledAt, new Date())))
    .orderBy(asc(emailCampaigns.id));
  for (const campaign of due)
    await db.transaction(async (tx) => {
      const [still] = await tx
        .select({ id: emailCampaigns.id })
        .from(emailCampaigns)
        .where(and(eq(emailCampaigns.id, campaign.id), eq(emailCampaigns.state, 'scheduled')))
        .for('update');
      if (still) await startCampaign(tx, campaign);
    });
  const sending = await db.select().from(emailCampaigns).where(eq(emailCampaigns.state, 'sending')).orderBy(asc(emailCampaigns.id));
  let left = budget;
  for (const campaign of sending) {
    if (left <= 0) break;
    const { queued } = await queueCampaignBatch(db, publicUrl, campaign, left);
    left -= queued;
  }
  return budget - left;
}

/** Runs a pass every second while the app is up (EMAILING_RATE_PER_MINUTE=off stops it), waking the mail sender after each. */
export function scheduleCampaignSending(app: ZodApp, db: Db, config: Pick<Config, 'publicUrl' | 'emailingRatePerMinute'>): void {
  const budget = batchPerPass(config.emailingRatePerMinute, SENDER_PASS_MS);
  schedulePeriodicPass(app, {
    everyMs: SENDER_PASS_MS,
    failure: 'emailing pass failed',
    // The first pass comes a second after the start anyway.
    atReady: false,
    run: async () => {
      if ((await runCampaignPass(db, config.publicUrl, budget)) > 0) app.mailer.wake();
    },
  });
}
