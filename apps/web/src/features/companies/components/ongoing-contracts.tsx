import { COMPANY_TABLE_LABELS as T } from '@hubgrade/domain/companies/labels';
import type { CompanyRow } from '@hubgrade/domain/companies/schemas';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The "Contrat en cours" cell: the running platform and coworking contracts, each a link to its page. */
export function OngoingContracts({ company }: { company: Pick<CompanyRow, 'ongoingBooking' | 'ongoingBookingOs'> }) {
  const { ongoingBooking: platform, ongoingBookingOs: coworking } = company;
  if (!platform && !coworking) {
    return (
      <Typography variant="body2" color="textSecondary" component="span">
        {T.noContract}
      </Typography>
    );
  }
  return (
    <Stack spacing={0.25}>
      {platform && (
        <Link component={RouterLink} to={`/bookings/${platform.id}`} onClick={(e) => e.stopPropagation()}>
          {T.platformContract(platform.id)}
        </Link>
      )}
      {coworking && (
        <Link component={RouterLink} to={`/bookings-coworking/${coworking.id}`} onClick={(e) => e.stopPropagation()}>
          {T.coworkingContract(coworking.id)}
        </Link>
      )}
    </Stack>
  );
}
