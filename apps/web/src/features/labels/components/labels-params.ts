import { MAX_ID } from '@hubgrade/domain/common/schemas';
import { LABEL_SORTS } from '@hubgrade/domain/labels/schemas';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

/** What the labels table keeps in its address: page, sort, search and, for a super admin, the brand (0: the main platform). */
export const LABELS_PARAMS = listParamsSchema({
  sortable: LABEL_SORTS,
  defaultSort: 'createdAt',
  filters: { brand: urlFilter.int(0, MAX_ID) },
});
