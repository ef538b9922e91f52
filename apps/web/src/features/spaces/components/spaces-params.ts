import { COWORKING_SORTS } from '@hubgrade/domain/spaces/coworking-schemas';
import { MEETING_ROOM_SORTS } from '@hubgrade/domain/spaces/schemas';
import { SITE_SORTS } from '@hubgrade/domain/spaces/site-schemas';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

/** What the room list keeps in its address: page, sort, search, the site and type filters. */
export const MEETING_ROOMS_PARAMS = listParamsSchema({
  sortable: MEETING_ROOM_SORTS,
  defaultSort: 'name',
  defaultSortDesc: false,
  filters: { espace: urlFilter.id(), sdrType: urlFilter.oneOf(['1', '2'] as const) },
});

/** What the site list keeps in its address. */
export const SITES_PARAMS = listParamsSchema({ sortable: SITE_SORTS, defaultSort: 'name', defaultSortDesc: false });

/** What the coworking list keeps in its address: page, sort, search and the site filter. */
export const COWORKING_PARAMS = listParamsSchema({
  sortable: COWORKING_SORTS,
  defaultSort: 'name',
  defaultSortDesc: false,
  filters: { espace: urlFilter.id() },
});
