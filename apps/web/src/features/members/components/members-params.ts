import { ROLES } from '@hubgrade/domain/auth/roles';
import { ACCOUNT_STATES } from '@hubgrade/domain/members/rules';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

/** Members-bookings-feed §9: users 25 a page, the page-size selector disabled. */
export const MEMBERS_PAGE_SIZE = 25;

/** What the user table keeps in its address: page, sort, search and filters. */
export const MEMBERS_PARAMS = listParamsSchema({
  sortable: ['userId', 'userInscriptionDate', 'userLastName'],
  defaultSort: 'userId',
  filters: {
    state: urlFilter.oneOf(ACCOUNT_STATES),
    accountType: urlFilter.oneOf(['1', '2']),
    role: urlFilter.oneOf(ROLES),
    brand: urlFilter.text(12),
    companyId: urlFilter.id(),
    // The dashboard's new members and members by category open the table on these.
    createdFrom: urlFilter.day(),
    createdTo: urlFilter.day(),
    companyCategory: urlFilter.text(100),
  },
});
