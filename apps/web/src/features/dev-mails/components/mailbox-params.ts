import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

/** Mails per page of the mailbox; the page-size selector is disabled, as on every table. */
export const MAILBOX_PAGE_SIZE = 25;

/** What the mailbox keeps in its address: page, sort, search and the recipient filter. */
export const MAILBOX_PARAMS = listParamsSchema({
  sortable: ['createdAt', 'to', 'subject'],
  defaultSort: 'createdAt',
  filters: { to: urlFilter.text(180) },
});

/** The mail opened in the dialog, `?mail={id}`, so that a mail can be linked to. */
export const readOpenMail = urlFilter.id();
