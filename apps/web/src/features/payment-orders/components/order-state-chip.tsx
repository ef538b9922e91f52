import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import type { PaymentOrderState } from '@hubgrade/domain/payment-orders/rules';
import Chip from '@mui/material/Chip';

const COLORS: Record<PaymentOrderState, 'default' | 'info' | 'warning' | 'success'> = {
  0: 'default',
  1: 'info',
  2: 'warning',
  3: 'success',
};

/** Ouvert, Mis en banque, Reversement or Clôturé. */
export function OrderStateChip({ state }: { state: PaymentOrderState }) {
  return <Chip size="small" label={L.states[state]} color={COLORS[state]} variant={state === 0 ? 'outlined' : 'filled'} />;
}
