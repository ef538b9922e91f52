import { DOCUMENT_AUDIENCES } from '@hubgrade/domain/documents/rules';
import { DOCUMENT_SORTS } from '@hubgrade/domain/documents/schemas';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

/** What the library keeps in its address: page, sort, search and the audience. */
export const DOCUMENTS_PARAMS = listParamsSchema({
  sortable: DOCUMENT_SORTS,
  defaultSort: 'updatedAt',
  filters: { audience: urlFilter.oneOf(DOCUMENT_AUDIENCES) },
});
