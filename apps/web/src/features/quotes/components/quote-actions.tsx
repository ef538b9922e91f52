import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import { QUOTE_CANCELLED, type QuoteState } from '@hubgrade/domain/quotes/rules';
import type { Quote } from '@hubgrade/domain/quotes/schemas';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { conflictMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { openQuotePdf, useMoveQuote } from '../api/quotes.ts';

/** The button of each move the state machine gives staff, and what it asks first. */
const MOVES: Partial<Record<QuoteState, { label: string; confirm: string }>> = {
  2: { label: L.actions.draft, confirm: L.confirms.draft },
  3: { label: L.actions.send, confirm: L.confirms.send },
  4: { label: L.actions.accept, confirm: L.confirms.accept },
  5: { label: L.actions.refuse, confirm: L.confirms.refuse },
  6: { label: L.actions.cancel, confirm: L.confirms.cancel },
};

/** Send, accept, refuse, cancel (as the quote's state allows), each confirmed, and the PDF. */
export function QuoteActions({ quote, disabled = false }: { quote: Quote; disabled?: boolean }) {
  const move = useMoveQuote();
  const { run, dialog } = useMutationFeedback();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {quote.targets.map((state) => {
        const shown = MOVES[state];
        if (!shown) return null;
        const destructive = state === QUOTE_CANCELLED || state === 5;
        return (
          <Button
            key={state}
            variant={state === 3 || state === 4 ? 'contained' : 'outlined'}
            color={destructive ? 'error' : 'primary'}
            disabled={disabled || move.isPending}
            onClick={() =>
              void run(
                move,
                { id: quote.id, body: { state } },
                { confirm: { message: shown.confirm, confirmLabel: shown.label, destructive }, error: conflictMessage },
              )
            }
          >
            {shown.label}
          </Button>
        );
      })}
      <Button variant="text" startIcon={<PictureAsPdf />} onClick={() => void openQuotePdf(quote)}>
        {L.actions.pdf}
      </Button>
      {dialog}
    </Box>
  );
}
