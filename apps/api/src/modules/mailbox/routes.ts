import { ZIdParams } from '@hubgrade/domain/common/list';
import { MAILBOX_LABELS } from '@hubgrade/domain/mailbox/labels';
import { ZMail, ZMailList, ZMailQuery } from '@hubgrade/domain/mailbox/schemas';
import type { Module } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findMail, listMails } from './queries.ts';

/** The outbox read as a mailbox by super admins (the built-in one when SMTP_URL is unset). */
export const mailboxRoutes: Module = async (app, { db }) => {
  app.get(
    '/api/dev/mails',
    {
      config: { access: { roles: ['ROLE_ADMIN'] } },
      schema: {
        tags: ['mailbox'],
        summary: 'Mails envoyés ou en attente, les plus récents en premier',
        querystring: ZMailQuery,
        response: { 200: ZMailList },
      },
    },
    async (request) => listMails(db, currentUser(request), request.query),
  );

  app.get(
    '/api/dev/mails/:id',
    {
      config: { access: { roles: ['ROLE_ADMIN'] } },
      schema: { tags: ['mailbox'], summary: 'Un mail de la boîte', params: ZIdParams, response: { 200: ZMail } },
    },
    async (request) => {
      const mail = await findMail(db, currentUser(request), request.params.id);
      if (!mail) throw notFound(MAILBOX_LABELS.notFound);
      return mail;
    },
  );
};
