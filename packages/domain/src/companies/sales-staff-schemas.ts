import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { ZId, ZRefId } from '../common/schemas.ts';

/** A salesperson (ROLE_COMMERCIAL) with the figures of the contracts they follow (amounts in cents). */
export const ZCommercialRow = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  contractsCount: z.number().int(),
  ongoingCount: z.number().int(),
  /** Monthly rent excluding tax of the running contracts (En cours, Préavis). */
  monthlyRentCents: z.number().int(),
  invoicesCount: z.number().int(),
  /** Invoices of their contracts, incl. tax, cancelled ones left out. */
  invoicedCents: z.number().int(),
  paidCents: z.number().int(),
});
export type CommercialRow = z.infer<typeof ZCommercialRow>;

export const COMMERCIAL_PAGE_SIZE = 25;

export const ZCommercialListQuery = listQuery({
  sortable: ['id', 'lastName', 'contractsCount', 'invoicedCents'],
  defaultSort: 'id',
  defaultItemsPerPage: COMMERCIAL_PAGE_SIZE,
  filters: {},
});
export type CommercialListQuery = z.infer<typeof ZCommercialListQuery>;
export const ZCommercialList = listAnswer(ZCommercialRow);
export type CommercialList = z.infer<typeof ZCommercialList>;

/** A contract followed by a salesperson, platform or coworking (amounts in cents). */
export const ZCommercialContract = z.object({
  id: z.number().int(),
  kind: z.enum(['platform', 'coworking']),
  state: z.number().int(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  rentCents: z.number().int(),
  tenantId: z.number().int(),
  tenantName: z.string(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  commercialId: z.number().int().nullable(),
});
export type CommercialContract = z.infer<typeof ZCommercialContract>;

export const ZCommercialContractsQuery = listQuery({ sortable: ['id'], defaultSort: 'id', defaultItemsPerPage: 20, filters: {} });
export type CommercialContractsQuery = z.infer<typeof ZCommercialContractsQuery>;
export const ZCommercialContractList = listAnswer(ZCommercialContract);
export type CommercialContractList = z.infer<typeof ZCommercialContractList>;

export const ZContractIdParams = z.object({ contractId: ZId });

/** PATCH /commerciaux/contracts/{contractId}: the salesperson following the contract, or none. */
export const ZCommercialAssignBody = z.strictObject({
  commercialId: ZRefId.nullable(),
});
export type CommercialAssignBody = z.infer<typeof ZCommercialAssignBody>;
