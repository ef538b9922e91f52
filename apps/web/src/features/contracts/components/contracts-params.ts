import { CONTRACT_SORTS, CONTRACTS_PAGE_SIZE } from '@hubgrade/domain/contracts/schemas';
import { z } from 'zod';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

export { CONTRACTS_PAGE_SIZE };

const day = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined);

/** What a contracts table keeps in its address: page, sort, search and the filters of its list call. */
export const ZContractsParams = listParamsSchema({
  sortable: CONTRACT_SORTS,
  defaultSort: 'id',
  filters: {
    state: z.coerce.number().int().min(0).max(6).optional().catch(undefined),
    city: urlFilter.text(100),
    tenantId: urlFilter.id(),
    companyId: urlFilter.id(),
    commercialId: urlFilter.id(),
    endFrom: day(),
    endTo: day(),
  },
});
export type ContractsParams = z.infer<typeof ZContractsParams>;
