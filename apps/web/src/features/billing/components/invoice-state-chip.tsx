import { INVOICE_SHEET_LABELS, INVOICE_STATE_LABELS, INVOICE_STATE_TONES } from '@hubgrade/domain/billing/labels';
import Chip from '@mui/material/Chip';

/** The chip keeps its own white ground: its coloured text reads on the sheet's tinted page as in a table. */
const ON_PAPER = { bgcolor: 'background.paper' } as const;

/** An invoice's state; an unpaid invoice past its due date reads "En retard" (shell §4's invoice vocabulary). */
export function InvoiceStateChip({ state, late = false }: { state: number; late?: boolean }) {
  if (late) return <Chip size="small" color="error" variant="outlined" label={INVOICE_SHEET_LABELS.late} sx={ON_PAPER} />;
  return (
    <Chip
      size="small"
      color={INVOICE_STATE_TONES[state] ?? 'warning'}
      variant="outlined"
      label={INVOICE_STATE_LABELS[state]}
      sx={ON_PAPER}
    />
  );
}
