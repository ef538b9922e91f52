import { emailingOperations as op } from '@hubgrade/domain/emailing/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { countSegment, emailingOptions, findCampaign, listCampaigns } from './queries.ts';
import { scheduleCampaignSending } from './sender.ts';
import { createCampaign, removeCampaign, sendCampaign, testCampaign, unscheduleCampaign, unsubscribe, updateCampaign } from './service.ts';

/** Emailing campaigns (spec shell /emailing): drafts, test, sending through the mail outbox at a rate, unsubscribe link. */
export const emailingRoutes: Module = async (app, { db, config }) => {
  const delivery = { smtp: config.smtpUrl !== null };
  const noBody = { preValidation: refuseBody };

  route(app, op.list, (r) => listCampaigns(db, currentUser(r), r.query, delivery));
  route(app, op.options, (r) => emailingOptions(db, currentUser(r)));
  route(app, op.audience, (r) => countSegment(db, currentUser(r), r.body));
  route(app, op.find, (r) => findCampaign(db, currentUser(r), r.params.id, delivery));
  route(app, op.create, (r) => createCampaign(db, currentUser(r), r.body, delivery));
  route(app, op.update, (r) => updateCampaign(db, currentUser(r), r.params.id, r.body, delivery));
  route(app, op.remove, (r) => removeCampaign(db, currentUser(r), r.params.id), noBody);
  route(app, op.test, (r) => testCampaign(db, currentUser(r), r.params.id, config.publicUrl).finally(() => app.mailer.wake()), noBody);
  route(app, op.send, (r) => sendCampaign(db, currentUser(r), r.params.id, r.body, delivery));
  route(app, op.unschedule, (r) => unscheduleCampaign(db, currentUser(r), r.params.id, delivery), noBody);
  route(app, op.unsubscribe, (r) => unsubscribe(db, r.params.token));

  if (config.emailingRatePerMinute > 0) scheduleCampaignSending(app, db, config);
};
