import { STAFF_ROLES } from '../auth/roles.ts';
import { operations } from '../common/operation.ts';
import { ZInvoiceList, ZInvoiceQuery } from './schemas.ts';

/** Invoices (tables-and-sheets §2.4, §3), read by staff when the brand has the billing module. */
export const billingOperations = operations('billing', {
  listInvoices: {
    method: 'GET',
    path: '/api/invoices',
    summary: 'Factures',
    access: { roles: STAFF_ROLES, module: 'billing' },
    query: ZInvoiceQuery,
    response: ZInvoiceList,
  },
});
