import type { CommissionChange, LandlordRate } from '@hubgrade/domain/statements/commission-schemas';
import { COMMISSION_LABELS as L } from '@hubgrade/domain/statements/labels';
import { formatRate } from '@hubgrade/domain/statements/rules';
import { formatDateTime } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';

const landlord = dataTableColumns<LandlordRate>();

/** The landlords with a rate of their own: name (to their member sheet, where it is set), e-mail, rate, last change. */
export const LANDLORD_RATE_COLUMNS = landlord.columns([
  landlord.accessor('landlordName', {
    header: L.landlord,
    meta: { kind: 'name', href: (row: LandlordRate) => `/membres/${row.landlordId}` },
  }),
  landlord.accessor('email', { header: L.email, meta: { kind: 'email' } }),
  landlord.accessor('rate', { header: L.target, meta: { kind: 'number' }, cell: (c) => formatRate(c.getValue()) }),
  landlord.accessor('updatedAt', { header: L.updatedAt, meta: { kind: 'date' }, cell: (c) => formatDateTime(c.getValue()) }),
]);

const change = dataTableColumns<CommissionChange>();
const rateOrBrand = (rate: number | null) => (rate === null ? L.brandRateNote : formatRate(rate));

/** One change per row: when, which rate (the brand's or a landlord's), before and after, by whom. */
export const COMMISSION_CHANGE_COLUMNS = change.columns([
  change.accessor('changedAt', { header: L.changedAt, meta: { kind: 'date' }, cell: (c) => formatDateTime(c.getValue()) }),
  change.accessor((row) => row.landlordName ?? L.brandTarget, { id: 'target', header: L.target, meta: { kind: 'name' } }),
  change.accessor('rateBefore', { header: L.before, meta: { kind: 'text' }, cell: (c) => rateOrBrand(c.getValue()) }),
  change.accessor('rateAfter', { header: L.after, meta: { kind: 'text' }, cell: (c) => rateOrBrand(c.getValue()) }),
  change.accessor((row) => row.userEmail ?? '', { id: 'changedBy', header: L.changedBy, meta: { kind: 'email' } }),
]);
