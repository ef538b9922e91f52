import { CAMPAIGN_STATES } from '@hubgrade/domain/emailing/rules';
import { CAMPAIGN_SORTS } from '@hubgrade/domain/emailing/schemas';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

/** What the campaigns table keeps in its address. */
export const CAMPAIGNS_PARAMS = listParamsSchema({
  sortable: CAMPAIGN_SORTS,
  defaultSort: 'id',
  filters: { state: urlFilter.oneOf(CAMPAIGN_STATES) },
});
