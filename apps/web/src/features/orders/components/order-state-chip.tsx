import { ORDER_LABELS as L } from '@hubgrade/domain/orders/labels';
import type { OrderState } from '@hubgrade/domain/orders/rules';
import Chip from '@mui/material/Chip';

/** Waiting states in amber, moving ones in blue, settled in green, stopped in red or grey. */
const COLOURS: Record<OrderState, 'warning' | 'info' | 'success' | 'error' | 'default'> = {
  1: 'warning',
  2: 'warning',
  3: 'info',
  4: 'info',
  5: 'success',
  6: 'error',
  7: 'success',
  8: 'default',
};

/** An order's state, in its colour. */
export function OrderStateChip({ state }: { state: OrderState }) {
  // Its own white ground: the coloured text reads on the order page's tinted background as in a table.
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
