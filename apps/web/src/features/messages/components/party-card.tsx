import { MESSAGE_LABELS as L } from '@hubgrade/domain/messages/labels';
import type { Party } from '@hubgrade/domain/messages/schemas';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The contact card of the landlord or the tenant; the name opens the user sheet in a new window. */
export function PartyCard({ role, party }: { role: string; party: Party }) {
  return (
    <Paper variant="outlined" component="section" aria-label={role} sx={{ p: 2, borderRadius: 2, minWidth: 220 }}>
      <Typography variant="overline" color="textSecondary">
        {role}
      </Typography>
      <Typography variant="subtitle1" component="p">
        <Link href={`/membres/${party.id}`} target="_blank" rel="noopener">
          {party.firstName} {party.lastName}
        </Link>
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {party.company ?? L.detail.noCompany}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {L.detail.email} : <Link href={`mailto:${party.email}`}>{party.email}</Link>
      </Typography>
      {party.mobile && (
        <Typography variant="body2">
          {L.detail.mobile} : <Link href={`tel:${party.mobile}`}>{party.mobile}</Link>
        </Typography>
      )}
    </Paper>
  );
}
