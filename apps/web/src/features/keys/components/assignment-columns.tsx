import { KEY_LABELS as L } from '@hubgrade/domain/keys/labels';
import type { KeyAssignment } from '@hubgrade/domain/keys/schemas';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';

const A = L.assignment;
const column = dataTableColumns<KeyAssignment>();

/** Who holds which key or badge of the tariff, since when, and whether it came back. */
export const ASSIGNMENT_COLUMNS = column.columns([
  column.accessor('label', { header: A.label, meta: { sortKey: 'label', kind: 'id' } }),
  column.accessor((a) => `${a.user.firstName} ${a.user.lastName}`, {
    id: 'member',
    header: A.member,
    meta: { kind: 'name' },
    cell: (c) => {
      const { user } = c.row.original;
      return (
        <Box>
          <Link component={RouterLink} to={`/membres/${user.id}`} onClick={(event) => event.stopPropagation()}>
            {`${user.firstName} ${user.lastName}`}
          </Link>
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.companyName ? `${user.companyName} · ${user.email}` : user.email}
          </Typography>
        </Box>
      );
    },
  }),
  column.accessor('assignedAt', {
    header: A.assignedAt,
    sortDescFirst: true,
    meta: { sortKey: 'assignedAt', kind: 'date' },
    cell: (c) => formatDate(c.getValue()),
  }),
  column.accessor('returnedAt', {
    header: A.returnedAt,
    meta: { kind: 'date' },
    cell: (c) => {
      const returnedAt = c.getValue();
      return returnedAt ? formatDate(returnedAt) : '';
    },
  }),
  column.display({
    id: 'state',
    header: A.state,
    meta: { kind: 'status' },
    cell: (c) =>
      c.row.original.returnedAt ? <Chip size="small" label={A.returned} /> : <Chip size="small" color="success" label={A.held} />,
  }),
]);
