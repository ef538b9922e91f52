import { ZIdParams } from '../common/list.ts';
import { operations } from '../common/operation.ts';
import { ZMail, ZMailList, ZMailQuery } from './schemas.ts';

const superAdmin = { roles: ['ROLE_ADMIN'] } as const;

/** The outbox read as a mailbox by super admins (the built-in one when SMTP_URL is unset). */
export const mailboxOperations = operations('mailbox', {
  list: {
    method: 'GET',
    path: '/api/dev/mails',
    summary: 'Mails envoyés ou en attente, les plus récents en premier',
    access: superAdmin,
    query: ZMailQuery,
    response: ZMailList,
  },
  find: {
    method: 'GET',
    path: '/api/dev/mails/:id',
    summary: 'Un mail de la boîte',
    access: superAdmin,
    params: ZIdParams,
    response: ZMail,
  },
});
