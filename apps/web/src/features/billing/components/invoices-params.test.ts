import { describe, expect, it } from 'vitest';
import { parseListParams, writeListParams } from '../../../ui/data-table/list-params.ts';
import { INVOICES_PARAMS, invoiceListQuery } from './invoices-params.ts';

const read = (address: string) => parseListParams(INVOICES_PARAMS, new URLSearchParams(address));

describe('the invoices table’s address', () => {
  it('reads the dashboard’s links as the unpaid and late filters', () => {
    expect(invoiceListQuery(read('unpaid=true'))).toMatchObject({ unpaid: true, late: undefined });
    expect(invoiceListQuery(read('late=true'))).toMatchObject({ late: true, unpaid: undefined });
  });

  it('reads state, type, dates and company, and drops what is not one', () => {
    expect(invoiceListQuery(read('state=1&type=5&from=2026-01-01&to=2026-01-31&companyId=4&page=2'))).toMatchObject({
      state: 1,
      type: 5,
      from: '2026-01-01',
      to: '2026-01-31',
      companyId: 4,
      page: 2,
    });
    expect(invoiceListQuery(read('state=9&type=x&from=janvier&companyId=-1'))).toMatchObject({
      state: undefined,
      type: undefined,
      from: undefined,
      companyId: undefined,
    });
  });

  it('writes a filter back without the defaults', () => {
    const params = { ...read(''), state: '2' as const, late: true };
    expect(writeListParams(INVOICES_PARAMS, new URLSearchParams(), params).toString()).toBe('state=2&late=true');
  });
});
