import { SUBSCRIPTION_LABELS as L } from '@hubgrade/domain/subscriptions/labels';
import type { SubscriptionState } from '@hubgrade/domain/subscriptions/rules';
import Chip from '@mui/material/Chip';

/** Waiting states in amber, running in green, closed in grey. */
const COLOURS: Record<SubscriptionState, 'warning' | 'success' | 'default'> = {
  1: 'warning',
  2: 'warning',
  3: 'success',
  4: 'default',
  5: 'default',
};

/** A subscription's state, in its colour, on a white ground that reads on the sheet's tinted background too. */
export function SubscriptionStateChip({ state }: { state: SubscriptionState }) {
  return (
    <Chip
      size="small"
      label={L.states[state]}
      color={COLOURS[state]}
      variant="outlined"
      sx={{ fontWeight: 600, bgcolor: 'background.paper' }}
    />
  );
}
