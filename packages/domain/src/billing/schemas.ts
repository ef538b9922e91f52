import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { ZId } from '../common/schemas.ts';

const ZBool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** Invoice states still waiting for their payment (0 En attente, 1 Envoyée). */
export const UNPAID_INVOICE_STATES = [0, 1] as const;

/**
 * Invoice row (tables-and-sheets §3 "Invoice") with the spec's field names; amounts are integer
 * cents (ht, totalTtc, and the detail vat/discount), dates YYYY-MM-DD, instants ISO.
 */
export const ZInvoiceRow = z.object({
  id: z.number().int(),
  fullNumber: z.string(),
  dateCreation: z.string(),
  ht: z.number().int(),
  tva: z.number().int(),
  remiseHt: z.number().int(),
  totalTtc: z.number().int(),
  state: z.number().int().min(0).max(4),
  type: z.number().int().min(1).max(6),
  isGuaranteeRefund: z.boolean(),
  last_payment_date: z.string().nullable(),
  datePrelevement: z.string().nullable(),
  businessman: z.object({ firstname: z.string(), lastname: z.string(), upload: z.object({ path: z.string() }).nullable() }).nullable(),
  cryptBrand: z.string(),
  cryptId: z.string(),
  bookingId: z.number().int().nullable(),
  commandeId: z.number().int().nullable(),
  invoiceUserId: z.number().int(),
  cmdUserId: z.number().int().nullable(),
  loueurId: z.number().int().nullable(),
  loueurOsId: z.number().int().nullable(),
  landlordCompany: z.string().nullable(),
  landlordFirstName: z.string().nullable(),
  landlordLastName: z.string().nullable(),
  tenantCompany: z.string().nullable(),
  tenantFirstName: z.string(),
  tenantLastName: z.string(),
  brandId: z.number().int().nullable(),
});
export type InvoiceRow = z.infer<typeof ZInvoiceRow>;

export const INVOICES_PAGE_SIZE = 20;

/** GET /invoices: 20 a page by id descending; filters by contract, invoiced user, their company, salesperson. */
export const ZInvoiceQuery = listQuery({
  sortable: ['id'],
  defaultSort: 'id',
  defaultItemsPerPage: INVOICES_PAGE_SIZE,
  filters: {
    bookingId: ZId.optional(),
    userId: ZId.optional(),
    companyId: ZId.optional(),
    commercialId: ZId.optional(),
    /** Not paid yet: En attente or Envoyée. */
    unpaid: ZBool.optional(),
    /** Not paid and past its due date. */
    late: ZBool.optional(),
  },
});
export type InvoiceQuery = z.infer<typeof ZInvoiceQuery>;

export const ZInvoiceList = listAnswer(ZInvoiceRow);
export type InvoiceList = z.infer<typeof ZInvoiceList>;
