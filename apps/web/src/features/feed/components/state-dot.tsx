import { FEED_LABELS as L } from '@hubgrade/domain/feed/labels';
import { FEED_STATE_COLOURS, type FeedState } from '@hubgrade/domain/feed/rules';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

/** A message's state as a coloured dot, its name in the tooltip and for screen readers (§2.18, §4). */
export function StateDot({ state }: { state: FeedState }) {
  return (
    <Tooltip title={L.states[state]}>
      <Box
        component="span"
        role="img"
        aria-label={L.states[state]}
        sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', bgcolor: FEED_STATE_COLOURS[state] }}
      />
    </Tooltip>
  );
}
