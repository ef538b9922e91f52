import { EMAILING_LABELS as L } from '@hubgrade/domain/emailing/labels';
import type { CampaignRow } from '@hubgrade/domain/emailing/schemas';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** The progress bar of a campaign started, with its delivery counts beneath; nothing before it starts. */
export function CampaignProgress({ campaign, dense = false }: { campaign: CampaignRow; dense?: boolean }) {
  if (campaign.state === 'draft' || campaign.state === 'scheduled') return null;
  const c = campaign.counts;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 160 }}>
      <LinearProgress variant="determinate" value={c.progress} aria-label={`${L.fields.progress} : ${c.progress} %`} />
      <Typography variant={dense ? 'caption' : 'body2'} color="textSecondary">
        {`${c.progress} % · ${L.counts.sent} ${c.sent} · ${L.counts.queued} ${c.queued} · ${L.counts.failed} ${c.failed} / ${c.total}`}
      </Typography>
    </Box>
  );
}
