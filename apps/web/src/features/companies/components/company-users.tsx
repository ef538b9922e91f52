import { COMPANY_LABELS, COMPANY_TABLE_LABELS as T } from '@hubgrade/domain/companies/labels';
import type { CompanyUser } from '@hubgrade/domain/companies/schemas';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Person from '@mui/icons-material/Person';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { useLocalListControl } from '../../../ui/data-table/list-control.ts';
import { useCompanyUsers } from '../api/company-users.ts';

const C = T.userColumns;
const column = dataTableColumns<CompanyUser>();

const USER_COLUMNS = column.columns([
  column.accessor('id', { header: C.id, meta: { nowrap: true } }),
  column.display({
    id: 'fullName',
    header: C.fullName,
    meta: { kind: 'name' },
    cell: (c) => `${c.row.original.firstName} ${c.row.original.lastName}`,
  }),
  column.accessor('email', { header: C.email, meta: { kind: 'email' } }),
  column.accessor('mobile', { header: C.phone, meta: { nowrap: true }, cell: (c) => c.getValue() ?? '' }),
  column.display({
    id: 'links',
    header: '',
    meta: { align: 'right' },
    cell: (c) => (
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {c.row.original.crmProspectUrl && (
          <Button size="small" href={c.row.original.crmProspectUrl} target="_blank" rel="noopener" endIcon={<OpenInNew fontSize="small" />}>
            {T.prospect}
          </Button>
        )}
        {/* Tables §2: the member sheet opens in a new window. */}
        <Button
          size="small"
          variant="outlined"
          component={RouterLink}
          to={`/membres/${c.row.original.id}`}
          target="_blank"
          startIcon={<Person />}
        >
          {T.memberSheet}
        </Button>
      </Stack>
    ),
  }),
]);

const userRowId = (user: CompanyUser) => String(user.id);

/** The expanded row of a company: its users, loaded on opening (members-bookings-feed §2.1). */
export function CompanyUsers({ companyId }: { companyId: number }) {
  const control = useLocalListControl();
  const users = useCompanyUsers(companyId, control.page);
  return (
    <DataTable
      label={T.usersTitle}
      columns={USER_COLUMNS}
      list={users}
      getRowId={userRowId}
      pageSize={25}
      control={control}
      emptyText={COMPANY_LABELS.noUser}
    />
  );
}
