import type { PaymentMode } from '@hubgrade/domain/contracts/payment';
import Chip from '@mui/material/Chip';

/** The payment badge of tables §4, for contracts and subscriptions: Auto (SEPA direct debit in force) or Manuel. */
export function PaymentBadge({ mode }: { mode: PaymentMode }) {
  return <Chip size="small" variant="outlined" color={mode === 'Auto' ? 'success' : 'default'} label={mode} />;
}
