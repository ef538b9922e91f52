import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { EMAILING_LABELS as L } from '@hubgrade/domain/emailing/labels';
import { type CampaignState, campaignEditable } from '@hubgrade/domain/emailing/rules';
import type { Campaign, CampaignBody, CampaignSend, Segment } from '@hubgrade/domain/emailing/schemas';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, emailCampaignRecipients, emailCampaigns, emailUnsubscriptions, sites, users } from '../../db/schema/index.ts';
import { brandScope, ofBrand } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { queueMail } from '../../lib/mail.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { campaignMail, unsubscribeLink } from './mail.ts';
import { type Delivery, findCampaign } from './queries.ts';
import { startCampaign } from './sender.ts';

type CampaignRecord = typeof emailCampaigns.$inferSelect;

/** The link of a test mail: not a recipient's, so it opens the page's "invalid link" answer. */
const TEST_TOKEN = 'envoi-de-test';

const refuse = (field: string, message: string) => badRequest(ERROR_LABELS.badRequest, { [field]: [message] });

/** Each id the API does not find among `found` is refused on its own line of the segment. */
function refuseMissing(ids: number[], found: { id: number }[], field: string, message: string) {
  ids.forEach((id, index) => {
    if (!found.some((f) => f.id === id)) throw refuse(`segment.${field}.${index}`, message);
  });
}

/** The segment's sites and companies must be of the campaign's brand. */
async function checkSegment(tx: Tx, brandId: number | null, segment: Segment): Promise<void> {
  if (segment.sites.length) {
    const found = await tx
      .select({ id: sites.id })
      .from(sites)
      .where(and(inArray(sites.id, segment.sites), ofBrand(sites.brandId, brandId)));
    refuseMissing(segment.sites, found, 'sites', L.refusals.unknownSite);
  }
  if (segment.companies.length) {
    const found = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(inArray(companies.id, segment.companies), ofBrand(companies.brandId, brandId), isNull(companies.deletedAt)));
    refuseMissing(segment.companies, found, 'companies', L.refusals.unknownCompany);
  }
}

const snapshot = (c: CampaignRecord) => ({ subject: c.subject, state: c.state, segment: c.segment, scheduledAt: c.scheduledAt });
const record = (tx: Tx, actor: SessionUser, c: CampaignRecord, oldData: unknown, newData: unknown) =>
  recordHistory(tx, { entity: 'email-campaign', entityId: c.id, brandId: c.brandId, actor, oldData, newData });

/** The campaign locked for a change, within the caller's scope. */
async function lockCampaign(tx: Tx, actor: SessionUser, id: number): Promise<CampaignRecord> {
  const [row] = await tx
    .select()
    .from(emailCampaigns)
    .where(and(eq(emailCampaigns.id, id), brandScope(emailCampaigns.brandId, actor)))
    .for('update');
  if (!row) throw notFound(L.refusals.notFound);
  return row;
}

const editable = (c: CampaignRecord) => {
  if (!campaignEditable(c.state as CampaignState)) throw conflict(L.refusals.notEditable);
  return c;
};

/** POST /emailing/campaigns: a draft of the caller's brand. */
export async function createCampaign(db: Db, actor: SessionUser, body: CampaignBody, delivery: Delivery): Promise<Campaign> {
  const id = await db.transaction(async (tx) => {
    await checkSegment(tx, actor.brandId, body.segment);
    const [created] = await tx
      .insert(emailCampaigns)
      .values({ brandId: actor.brandId, subject: body.subject, body: body.body, segment: body.segment, createdBy: actor.id })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    await record(tx, actor, created, null, snapshot(created));
    return created.id;
  });
  return findCampaign(db, actor, id, delivery);
}

/** PUT /emailing/campaigns/{id}: a campaign not started yet (a scheduled one keeps its date). */
export async function updateCampaign(db: Db, actor: SessionUser, id: number, body: CampaignBody, delivery: Delivery): Promise<Campaign> {
  await db.transaction(async (tx) => {
    const before = editable(await lockCampaign(tx, actor, id));
    await checkSegment(tx, before.brandId, body.segment);
    const [after] = await tx
      .update(emailCampaigns)
      .set({ subject: body.subject, body: body.body, segment: body.segment, updatedAt: new Date() })
      .where(eq(emailCampaigns.id, id))
      .returning();
    if (after) await record(tx, actor, after, snapshot(before), snapshot(after));
  });
  return findCampaign(db, actor, id, delivery);
}

/** DELETE /emailing/campaigns/{id}: a campaign not started yet. */
export async function removeCampaign(db: Db, actor: SessionUser, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const campaign = editable(await lockCampaign(tx, actor, id));
    await tx.delete(emailCampaigns).where(eq(emailCampaigns.id, id));
    await record(tx, actor, campaign, snapshot(campaign), null);
  });
  return null;
}

/** POST /emailing/campaigns/{id}/test: the campaign as the caller's own mail, merge fields filled with their name and company. */
export async function testCampaign(db: Db, actor: SessionUser, id: number, publicUrl: string): Promise<{ to: string }> {
  return db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, actor, id);
    const mail = campaignMail(
      campaign,
      { email: actor.email, firstName: actor.firstName, companyName: actor.companyName },
      unsubscribeLink(publicUrl, TEST_TOKEN),
      true,
    );
    await queueMail(tx, mail);
    return { to: actor.email };
  });
}

/** POST /emailing/campaigns/{id}/send: sending starts now (the sender takes it at its next pass), or at the date given. */
export async function sendCampaign(db: Db, actor: SessionUser, id: number, body: CampaignSend, delivery: Delivery): Promise<Campaign> {
  await db.transaction(async (tx) => {
    const before = editable(await lockCampaign(tx, actor, id));
    if (body.scheduledAt === null) {
      await startCampaign(tx, before);
    } else {
      const at = new Date(body.scheduledAt);
      if (at.getTime() <= Date.now()) throw refuse('scheduledAt', L.refusals.pastDate);
      await tx.update(emailCampaigns).set({ state: 'scheduled', scheduledAt: at, updatedAt: new Date() }).where(eq(emailCampaigns.id, id));
    }
    const [after] = await tx.select().from(emailCampaigns).where(eq(emailCampaigns.id, id));
    if (after) await record(tx, actor, after, snapshot(before), snapshot(after));
  });
  return findCampaign(db, actor, id, delivery);
}

/** POST /emailing/campaigns/{id}/unschedule: a scheduled campaign back to draft. */
export async function unscheduleCampaign(db: Db, actor: SessionUser, id: number, delivery: Delivery): Promise<Campaign> {
  await db.transaction(async (tx) => {
    const before = await lockCampaign(tx, actor, id);
    if (before.state !== 'scheduled') throw conflict(L.refusals.notScheduled);
    const [after] = await tx
      .update(emailCampaigns)
      .set({ state: 'draft', scheduledAt: null, updatedAt: new Date() })
      .where(eq(emailCampaigns.id, id))
      .returning();
    if (after) await record(tx, actor, after, snapshot(before), snapshot(after));
  });
  return findCampaign(db, actor, id, delivery);
}

/** POST /emailing/unsubscribe/{token}: the member of that mail gets no later campaign. */
export async function unsubscribe(db: Db, token: string): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const [recipient] = await tx
      .select({ userId: emailCampaignRecipients.userId, campaignId: emailCampaignRecipients.campaignId, email: users.email })
      .from(emailCampaignRecipients)
      .innerJoin(users, eq(users.id, emailCampaignRecipients.userId))
      .where(eq(emailCampaignRecipients.token, token));
    if (!recipient) throw notFound(L.unsubscribe.unknown);
    await tx.insert(emailUnsubscriptions).values({ userId: recipient.userId, campaignId: recipient.campaignId }).onConflictDoNothing();
    return { email: recipient.email };
  });
}
