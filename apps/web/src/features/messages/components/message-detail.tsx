import { MESSAGE_LABELS as L } from '@hubgrade/domain/messages/labels';
import type { MessageRow, Party } from '@hubgrade/domain/messages/schemas';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useBrandWords } from '../../../lib/brand.ts';
import { AdSummary } from './ad-summary.tsx';
import { MessageText } from './message-text.tsx';
import { PartyCard } from './party-card.tsx';

export function landlordOf(row: MessageRow): Party {
  return {
    id: row.loueur_id,
    company: row.loueur_company,
    firstName: row.loueur_first_name,
    lastName: row.loueur_last_name,
    email: row.loueur_email,
    mobile: row.loueur_mobile,
  };
}

export function tenantOf(row: MessageRow): Party {
  return {
    id: row.locataire_id,
    company: row.locataire_company,
    firstName: row.locataire_first_name,
    lastName: row.locataire_last_name,
    email: row.locataire_email,
    mobile: row.locataire_mobile,
  };
}

/** The expanded row (spec §2.8): the message text, the ad, and both contact cards. */
export function MessageDetail({ row }: { row: MessageRow }) {
  const words = useBrandWords();
  return (
    <Box data-testid="message-detail" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '2fr 1fr 1fr 1fr' }, maxWidth: 1400 }}>
      <Paper variant="outlined" component="section" aria-label={L.detail.text} sx={{ p: 2, borderRadius: 2 }}>
        <Typography variant="overline" color="textSecondary">
          {L.detail.text}
        </Typography>
        <MessageText lines={row.message_content} />
        {row.sent_by_admin && (
          <Typography variant="caption" color="textSecondary">
            {L.detail.sentByAdmin}
          </Typography>
        )}
      </Paper>
      <AdSummary
        ad={{
          id: row.ad_id,
          title: row.ad_title,
          category: row.ad_category,
          address: row.ad_address,
          zipcode: row.ad_zipcode,
          city: row.ad_city,
          areaSquare: row.ad_area_square,
          available: row.ad_available,
        }}
      />
      <PartyCard role={words.landlord} party={landlordOf(row)} />
      <PartyCard role={words.tenant} party={tenantOf(row)} />
    </Box>
  );
}
