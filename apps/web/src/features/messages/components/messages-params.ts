import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

/** Messages per page (tables-and-sheets §9); the page-size selector is disabled, as on every table. */
export const MESSAGES_PAGE_SIZE = 25;

/**
 * What the messages table keeps in its address: page, sort, search and the filters of the API
 * (`state=1` is where the dashboard's "messages à modérer" leads). `userType` comes with `userId`
 * from a member's sheet: it hides that member's own column (spec §2.8).
 */
export const MESSAGES_PARAMS = listParamsSchema({
  sortable: ['message_id'],
  defaultSort: 'message_id',
  filters: {
    state: urlFilter.oneOf(['1', '2', '3', '4']),
    archived: urlFilter.flag(),
    adId: urlFilter.id(),
    userId: urlFilter.id(),
    userType: urlFilter.oneOf(['1', '2']),
  },
});
