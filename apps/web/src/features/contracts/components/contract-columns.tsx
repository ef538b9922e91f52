import type { PartyWords } from '@hubgrade/domain/brands/vocabulary';
import { CONTRACT_LABELS as L } from '@hubgrade/domain/contracts/labels';
import type { ContractRow } from '@hubgrade/domain/contracts/schemas';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { formatCents, formatDate } from '../../../lib/format.ts';
import { anyOf, brandIn, unbranded, userTypeIsNot } from '../../../ui/data-table/column-visibility.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { PaymentBadge } from '../../../ui/payment-badge.tsx';
import { ContractStateChip, contractTypeLabel, InvoiceStateChip } from './contract-cells.tsx';

const column = dataTableColumns<ContractRow>();
const C = L.column;

const personName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');
const day = (value: string | null) => (value ? formatDate(`${value}T12:00:00Z`) : '—');

/** The salesperson column is kept only for brand 5 or no brand (tables §6). */
const salespersonVisible = anyOf(unbranded, brandIn(5));

/** The id names the row and links it to the contract's page (platform or coworking). */
function idColumn(sheet: string) {
  return column.accessor('id', {
    header: C.id,
    meta: { sortKey: 'id', kind: 'id', href: (row: ContractRow) => `${sheet}/${row.id}` },
    cell: (c) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {c.getValue()}
        {c.row.original.newActivity && (
          <Chip size="small" color="secondary" label={c.row.original.notifications} title={L.newActivity} aria-label={L.newActivity} />
        )}
      </Box>
    ),
  });
}

function tenantColumn(words: PartyWords) {
  return column.display({
    id: 'tenant',
    header: words.tenant,
    meta: { visibleWhen: userTypeIsNot(2), kind: 'name' },
    cell: (c) => {
      const r = c.row.original;
      return (
        <Box>
          <Link component={RouterLink} to={`/membres/${r.senderId}`} target="_blank" underline="hover">
            {personName(r.senderFirstName, r.senderLastName)}
          </Link>
          {r.senderCompany && <Box sx={{ color: 'text.secondary', fontSize: 12 }}>{r.senderCompany}</Box>}
        </Box>
      );
    },
  });
}

const stateColumn = () =>
  column.accessor('stateName', { header: C.state, meta: { kind: 'status' }, cell: (c) => <ContractStateChip state={c.getValue()} /> });
const startColumn = () =>
  column.accessor('bookingStart', {
    header: C.start,
    meta: { sortKey: 'bookingStart', kind: 'date' },
    sortDescFirst: true,
    cell: (c) => day(c.getValue()),
  });
const endColumn = () => column.accessor('bookingEnd', { header: C.end, meta: { kind: 'date' }, cell: (c) => day(c.getValue()) });
const typeColumn = () =>
  column.display({
    id: 'type',
    header: C.type,
    meta: { kind: 'title' },
    cell: (c) => L.typeWithEnd(contractTypeLabel(c.row.original.contractType), day(c.row.original.contractEnd)),
  });
const paymentColumn = () =>
  column.accessor('paymentMode', { header: C.payment, meta: { kind: 'status' }, cell: (c) => <PaymentBadge mode={c.getValue()} /> });
const invoiceColumn = () =>
  column.display({
    id: 'invoice',
    header: C.invoice,
    meta: { kind: 'status' },
    cell: (c) => (
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <InvoiceStateChip state={c.row.original.invoiceState} />
        {c.row.original.invoiceWarning && <Chip size="small" color="error" label={L.invoiceWarningChip} />}
      </Box>
    ),
  });
const salespersonColumn = () =>
  column.accessor('commercialName', {
    header: C.salesperson,
    meta: { visibleWhen: salespersonVisible, kind: 'name' },
    cell: (c) => c.getValue() ?? '—',
  });

/** Platform contracts (tables §2.2): the landlord and the ad instead of the coworking space. */
const rentColumn = (words: PartyWords) =>
  column.accessor('contractRent', {
    header: words.tenantRent === 'Loyer' ? C.rent : words.tenantRent,
    meta: { kind: 'money' },
    cell: (c) => formatCents(c.getValue()),
  });

/** The last columns of both contract tables: type, payment, invoice, salesperson. */
const billingColumns = () => [typeColumn(), paymentColumn(), invoiceColumn(), salespersonColumn()];

export function platformColumns(words: PartyWords) {
  return column.columns([
    idColumn('/bookings'),
    stateColumn(),
    startColumn(),
    endColumn(),
    column.display({
      id: 'ad',
      header: C.ad,
      meta: { kind: 'title' },
      cell: (c) => {
        const r = c.row.original;
        if (r.ad === null) return r.offPlatform ? L.offPlatformTitle : '—';
        return (
          <Link component={RouterLink} to={`/annonces/${r.ad}`} underline="hover">
            {r.adTitle}
          </Link>
        );
      },
    }),
    column.accessor('city', { header: C.city, meta: { kind: 'address' }, cell: (c) => c.getValue() ?? '—' }),
    column.display({
      id: 'landlord',
      header: words.landlord,
      meta: { visibleWhen: userTypeIsNot(1), kind: 'name' },
      cell: (c) => {
        const r = c.row.original;
        if (r.userId === null) return r.landlordName ?? '—';
        return (
          <Link component={RouterLink} to={`/membres/${r.userId}`} target="_blank" underline="hover">
            {personName(r.userFirstName, r.userLastName)}
          </Link>
        );
      },
    }),
    tenantColumn(words),
    rentColumn(words),
    ...billingColumns(),
  ]);
}

/** Coworking contracts (tables §2.3). The space column is hidden on a tenant's page, the tenant column on a landlord's. */
export function coworkingColumns(words: PartyWords) {
  return column.columns([
    idColumn('/bookings-coworking'),
    stateColumn(),
    startColumn(),
    endColumn(),
    column.display({
      id: 'space',
      header: C.space,
      meta: { visibleWhen: userTypeIsNot(1), kind: 'name' },
      cell: (c) => {
        const r = c.row.original;
        return r.openSpaceId ? (
          <Link component={RouterLink} to={`/coworking/${r.openSpaceId}`} underline="hover">
            {r.openSpaceName}
          </Link>
        ) : (
          '—'
        );
      },
    }),
    column.display({
      id: 'site',
      header: C.site,
      meta: { kind: 'name' },
      cell: (c) => {
        const r = c.row.original;
        return r.spaceId ? (
          <Link component={RouterLink} to={`/espace/${r.spaceId}`} underline="hover">
            {r.spaceName}
          </Link>
        ) : (
          '—'
        );
      },
    }),
    tenantColumn(words),
    rentColumn(words),
    ...billingColumns(),
  ]);
}
