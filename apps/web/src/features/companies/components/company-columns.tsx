import { COMPANY_LABELS } from '@hubgrade/domain/companies/labels';
import type { CompanyRow } from '@hubgrade/domain/companies/schemas';
import { CategoryChip } from '../../../ui/category-chip.tsx';
import { branded, unbranded } from '../../../ui/data-table/column-visibility.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { OngoingContracts } from './ongoing-contracts.tsx';

const F = COMPANY_LABELS.fields;
const column = dataTableColumns<CompanyRow>();

function address(company: CompanyRow): string {
  return [company.companyAddress, company.companyZipcode].filter(Boolean).join(', ');
}

const BASE = [
  column.accessor('id', { header: F.id, sortDescFirst: true, meta: { sortKey: 'id', kind: 'id' } }),
  column.accessor('companyName', {
    header: F.companyName,
    meta: { sortKey: 'name', kind: 'name', href: (company: CompanyRow) => `/societe/${company.id}` },
  }),
  // Tables §2.9: a brand's back-office shows the company's site instead of its address.
  column.display({
    id: 'address',
    header: F.companyAddress,
    meta: { visibleWhen: unbranded, kind: 'address' },
    cell: (c) => address(c.row.original),
  }),
  column.accessor('espaceName', { header: F.espaceName, meta: { visibleWhen: branded, kind: 'name' }, cell: (c) => c.getValue() ?? '' }),
  column.accessor('companyCity', { header: F.companyCity, meta: { sortKey: 'city', kind: 'address' }, cell: (c) => c.getValue() ?? '' }),
  column.display({ id: 'ongoing', header: F.ongoingBooking, cell: (c) => <OngoingContracts company={c.row.original} /> }),
  column.accessor('usersNumber', { header: F.usersNumber, meta: { kind: 'number' } }),
  column.accessor('companyCategoryId', {
    header: F.companyCategory,
    meta: { kind: 'status' },
    cell: (c) => <CategoryChip category={c.getValue()} />,
  }),
];

const SLACK = column.accessor('slackChannelName', { header: F.slackChannelName, meta: { kind: 'name' }, cell: (c) => c.getValue() ?? '' });

/** The companies table's columns; the Slack channel only where the brand's configuration turns Slack on. */
export const COMPANY_COLUMNS = column.columns(BASE);
export const COMPANY_COLUMNS_WITH_SLACK = column.columns([...BASE, SLACK]);
