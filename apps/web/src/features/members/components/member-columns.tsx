import { MEMBER_LABELS as L } from '@hubgrade/domain/members/labels';
import { accountTypeLabel } from '@hubgrade/domain/members/rules';
import type { MemberRow } from '@hubgrade/domain/members/schemas';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { CategoryChip } from '../../../ui/category-chip.tsx';
import { branded, unbranded } from '../../../ui/data-table/column-visibility.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { RoleChips, StateChip } from './member-cells.tsx';

const column = dataTableColumns<MemberRow>();
const F = L.fields;

/**
 * The global user table of members-bookings-feed §2.2. Branded: the company-type column becomes
 * Propriétaire, Type becomes Compte, Roles goes; unbranded shows Brand where branded shows Contrat.
 */
export function memberColumns(brandId: number | null) {
  return column.columns([
    column.accessor('userId', { header: F.id, meta: { sortKey: 'userId', kind: 'id' } }),
    column.accessor('userInscriptionDate', {
      header: F.userInscriptionDate,
      sortDescFirst: true,
      meta: { sortKey: 'userInscriptionDate', kind: 'date' },
      cell: (c) => formatDate(c.getValue()),
    }),
    column.accessor('userFirstName', { header: F.firstName, meta: { kind: 'name' } }),
    column.accessor('userLastName', {
      header: F.lastName,
      meta: { sortKey: 'userLastName', kind: 'name', href: (row: MemberRow) => `/membres/${row.userId}` },
    }),
    column.accessor('parentCompanyName', {
      header: F.parentCompanyName,
      meta: { kind: 'name' },
      cell: (c) => {
        const companyId = c.row.original.companyId;
        return companyId ? (
          <Link component={RouterLink} to={`/societe/${companyId}`} onClick={(event) => event.stopPropagation()}>
            {c.getValue()}
          </Link>
        ) : null;
      },
    }),
    column.accessor('parentCompanyType', {
      header: L.companyType,
      meta: { visibleWhen: unbranded, kind: 'status' },
      cell: (c) => <CategoryChip category={c.getValue()} />,
    }),
    column.accessor('userIsOwner', {
      id: 'owner',
      header: L.ownerColumn,
      meta: { visibleWhen: branded, kind: 'status' },
      cell: (c) => (c.row.original.companyId === null ? null : c.getValue() ? L.yes : L.no),
    }),
    column.accessor('userMobile', { header: F.mobile, meta: { kind: 'phone' } }),
    column.accessor('userEmail', { header: F.email, meta: { kind: 'email' } }),
    column.accessor('roles', {
      header: F.roles,
      meta: { visibleWhen: unbranded, kind: 'status' },
      cell: (c) => <RoleChips roles={c.getValue()} />,
    }),
    column.accessor('userAccountType', {
      header: brandId === null ? F.accountType : L.account,
      meta: { kind: 'status' },
      cell: (c) => accountTypeLabel(c.getValue(), brandId),
    }),
    column.display({
      id: 'state',
      header: F.state,
      meta: { kind: 'status' },
      cell: (c) => <StateChip enabled={c.row.original.userEnabled} lastLogin={c.row.original.userLastLogin} />,
    }),
    column.accessor('brandName', {
      header: F.brand,
      meta: { visibleWhen: unbranded, kind: 'name' },
      // A click keeps only this brand's members (the brand filter; 0 is the main platform).
      cell: (c) => (
        <Link
          component={RouterLink}
          to={`/membres?brand=${c.row.original.brandId ?? 0}`}
          onClick={(event) => event.stopPropagation()}
          underline="hover"
          color="inherit"
        >
          {c.getValue() ?? L.platform}
        </Link>
      ),
    }),
    column.accessor('booking', {
      header: L.contract,
      meta: { visibleWhen: branded, kind: 'status' },
      cell: (c) => (c.getValue() ? L.yes : L.no),
    }),
  ]);
}
