import { INVOICE_STATE_LABELS, INVOICE_STATE_TONES } from '@hubgrade/domain/billing/labels';
import Chip from '@mui/material/Chip';

export function InvoiceStateChip({ state }: { state: number }) {
  return <Chip size="small" color={INVOICE_STATE_TONES[state] ?? 'warning'} variant="outlined" label={INVOICE_STATE_LABELS[state]} />;
}
