import { MAILBOX_LABELS } from '@hubgrade/domain/mailbox/labels';
import { mailboxOperations as op } from '@hubgrade/domain/mailbox/operations';
import type { Module } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findMail, listMails } from './queries.ts';

/** The outbox read as a mailbox by super admins (the built-in one when SMTP_URL is unset). */
export const mailboxRoutes: Module = async (app, { db }) => {
  route(app, op.list, (request) => listMails(db, currentUser(request), request.query));

  route(app, op.find, async (request) => {
    const mail = await findMail(db, currentUser(request), request.params.id);
    if (!mail) throw notFound(MAILBOX_LABELS.notFound);
    return mail;
  });
};
