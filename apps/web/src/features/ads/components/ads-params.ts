import { AD_PAGE_SIZE, AD_SORTS } from '@hubgrade/domain/ads/schemas';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

/** tables-and-sheets §9: ads 25 a page, newest first, the page-size selector disabled. */
export const ADS_PAGE_SIZE = AD_PAGE_SIZE;

/** What the ads table keeps in its address: page, sort, search and the filters of §2.1. */
export const ADS_PARAMS = listParamsSchema({
  sortable: AD_SORTS,
  defaultSort: 'adId',
  filters: {
    state: urlFilter.oneOf(['online', 'offline']),
    city: urlFilter.text(100),
    category: urlFilter.oneOf(['1', '2', '3']),
    landlord: urlFilter.id(),
    boost: urlFilter.oneOf(['true', 'false']),
    mandate: urlFilter.oneOf(['0', '1', '2']),
    availability: urlFilter.oneOf(['available', 'unavailable']),
    adGroupId: urlFilter.id(),
    // The dashboard's boosts ending this week and offices let today open the table on these.
    boostEndTo: urlFilter.day(),
    letOn: urlFilter.day(),
  },
});
