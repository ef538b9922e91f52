import { MESSAGE_LABELS as L } from '@hubgrade/domain/messages/labels';
import type { Conversation } from '@hubgrade/domain/messages/schemas';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The ad a conversation is about, linked to its sheet (spec §2: /annonces/{adId}). */
export function AdSummary({ ad }: { ad: Conversation['ad'] }) {
  const place = [ad.address, [ad.zipcode, ad.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Paper variant="outlined" component="section" aria-label={L.detail.ad} sx={{ p: 2, borderRadius: 2, minWidth: 220 }}>
      <Typography variant="overline" color="textSecondary">
        {L.detail.ad}
      </Typography>
      <Typography variant="subtitle1" component="p">
        <Link component={RouterLink} to={`/annonces/${ad.id}`}>
          {ad.title}
        </Link>
      </Typography>
      {place && <Typography variant="body2">{place}</Typography>}
      <Typography variant="body2" color="textSecondary" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
        {L.detail.area(ad.areaSquare)}
        <Chip size="small" color={ad.available ? 'success' : 'default'} label={ad.available ? L.detail.available : L.detail.unavailable} />
      </Typography>
    </Paper>
  );
}
