import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import { QUOTE_STATE_COLOURS, type QuoteState } from '@hubgrade/domain/quotes/rules';
import Chip from '@mui/material/Chip';

/** A quote's state, in its colour. */
export function QuoteStateChip({ state }: { state: QuoteState }) {
  const colour = QUOTE_STATE_COLOURS[state];
  return <Chip size="small" label={L.states[state]} variant="outlined" sx={{ borderColor: colour, color: colour, fontWeight: 600 }} />;
}
