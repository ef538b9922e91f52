import { INVOICE_LABELS as I, INVOICE_SHEET_LABELS as S } from '@hubgrade/domain/billing/labels';
import type { InvoiceRow } from '@hubgrade/domain/billing/schemas';
import { INVOICE_SCREEN_LABELS as L, vatRateText } from '@hubgrade/domain/billing/screen-labels';
import { SNACKBAR_LABELS } from '@hubgrade/domain/common/errors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { formatCents, formatDay } from '../../../lib/format.ts';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { useCreditInvoices, useInvoice, useInvoices } from '../api/invoices.ts';
import { refusalText } from './field-messages.ts';

const MAX_LISTED = 100;
/** Quantities travel with at most 4 decimals. */
const quantityOf = (text: string) => {
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? Math.round(value * 10_000) / 10_000 : Number.NaN;
};
const quantityText = (quantity: number) => String(Math.round(quantity * 10_000) / 10_000).replace('.', ',');

/** The client's invoices a credit note may be made for (§4: sent or paid, not a credit note), newest first. */
function useCreditableInvoices(userId: number, enabled: boolean) {
  const list = useInvoices({ userId, creditable: true, itemsPerPage: MAX_LISTED }, enabled);
  return { items: list.data?.items ?? [], pending: list.isPending, failed: list.isError };
}

/** Quantities to credit by line position, as typed. */
type LineChoice = Record<number, string>;

/** The lines of one ticked invoice, each with the quantity to take back (what is left by default). */
function LineChoices({ invoiceId, value, onChange }: { invoiceId: number; value: LineChoice; onChange: (next: LineChoice) => void }) {
  const sheet = useInvoice(invoiceId);
  const lines = sheet.data?.lines;
  // Each line starts at what is left of it, so that what is shown is what is sent.
  useEffect(() => {
    if (lines && Object.keys(value).length === 0) {
      onChange(Object.fromEntries(lines.map((line) => [line.position, quantityText(Math.max(0, line.quantity - line.creditedQuantity))])));
    }
  }, [lines, value, onChange]);
  if (!sheet.data) return <CircularProgress size={20} aria-label={L.credit.loading} />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {sheet.data.lines.map((line) => {
        const left = Math.max(0, line.quantity - line.creditedQuantity);
        return (
          <Box
            component="li"
            key={line.position}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}
          >
            <Typography sx={{ flexBasis: '100%', overflowWrap: 'anywhere' }}>
              {line.position}. {line.designation}
            </Typography>
            <TextField
              size="small"
              label={L.credit.quantity}
              value={value[line.position] ?? ''}
              disabled={left === 0}
              onChange={(event) => onChange({ ...value, [line.position]: event.target.value })}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': L.credit.lineQuantity(line.designation) } }}
              sx={{ width: 180 }}
            />
            <Typography variant="body2" color="textSecondary">
              {L.credit.left(quantityText(left))} × {formatCents(line.unitPriceCents)} HT · {S.vatRate} {vatRateText(line.vatRate)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

export interface CreditNoteDialogProps {
  /** The invoice the dialog was opened from: its client's invoices are listed, it ticked. */
  invoice: Pick<InvoiceRow, 'id' | 'invoiceUserId'> | null;
  onClose: () => void;
}

/**
 * The credit-note dialog of tables §2.11 (80 % wide): the client's invoices that may be credited,
 * each with a tick; Générer stays disabled until one is ticked (§5). An invoice is credited for
 * what is left of it, or for the lines and quantities chosen. A refusal (400, 409) is shown in the
 * dialog, which stays open with the ticks as they were.
 */
export function CreditNoteDialog({ invoice, onClose }: CreditNoteDialogProps) {
  const open = invoice !== null;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const snackbar = useSnackbar();
  const credit = useCreditInvoices();
  const candidates = useCreditableInvoices(invoice?.invoiceUserId ?? 0, open);
  const [ticked, setTicked] = useState<number[]>(invoice ? [invoice.id] : []);
  const [byLines, setByLines] = useState<Record<number, LineChoice | undefined>>({});
  const [error, setError] = useState<string | null>(null);

  const toggle = (id: number) => setTicked((current) => (current.includes(id) ? current.filter((t) => t !== id) : [...current, id]));
  const close = () => {
    snackbar.cancel();
    onClose();
  };

  const chosenLines = ticked.flatMap((invoiceId) =>
    Object.entries(byLines[invoiceId] ?? {}).map(([position, text]) => ({
      invoiceId,
      position: Number(position),
      quantity: quantityOf(text),
    })),
  );
  // An invoice credited by lines needs one line to take back, else it would be credited whole.
  const noLineChosen = ticked.some((id) => {
    const lines = byLines[id];
    return lines !== undefined && !Object.values(lines).some((text) => quantityOf(text) !== 0);
  });

  const submit = () => {
    setError(null);
    const lines = chosenLines.filter((line) => line.quantity !== 0);
    credit.mutate(
      { invoices: ticked, lines: lines.length > 0 ? lines : undefined },
      {
        onSuccess: (answer) => {
          snackbar.success({ message: L.credit.done(answer.creditNotes.length) });
          onClose();
        },
        // The server's words (400, 404, 409), the standard text when no answer came; the dialog stays as it was.
        onError: (failure) => setError(failure instanceof ApiError && failure.status > 0 ? refusalText(failure) : SNACKBAR_LABELS.error),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={phone}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: phone ? undefined : { width: '80%', maxWidth: 'none' } } }}
    >
      <DialogTitle id={titleId}>{L.credit.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography color="textSecondary">{L.credit.intro}</Typography>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {candidates.pending ? (
          <CircularProgress size={24} aria-label={L.credit.loading} />
        ) : candidates.items.length === 0 ? (
          <Typography>{L.credit.none}</Typography>
        ) : (
          <Box component="ul" aria-label={L.credit.list} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {candidates.items.map((row) => {
              const checked = ticked.includes(row.id);
              const lines = byLines[row.id];
              return (
                <Box
                  component="li"
                  key={row.id}
                  sx={{
                    border: 1,
                    borderColor: checked ? 'primary.main' : 'divider',
                    borderRadius: 2,
                    px: 1.5,
                    py: 1,
                    display: 'grid',
                    gap: 1,
                  }}
                >
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
                    <FormControlLabel
                      control={<Checkbox checked={checked} onChange={() => toggle(row.id)} />}
                      label={L.credit.tick(row.fullNumber)}
                      sx={{ mr: 'auto' }}
                    />
                    <Typography variant="body2" color="textSecondary">
                      {formatDay(row.dateCreation)} · {I.amountTtc} {formatCents(row.totalTtc)}
                    </Typography>
                    <FormControlLabel
                      control={
                        <Switch
                          size="small"
                          checked={lines !== undefined}
                          disabled={!checked}
                          onChange={(event) => setByLines({ ...byLines, [row.id]: event.target.checked ? {} : undefined })}
                        />
                      }
                      label={L.credit.byLines}
                    />
                  </Box>
                  {checked && lines !== undefined && (
                    <LineChoices invoiceId={row.id} value={lines} onChange={(next) => setByLines({ ...byLines, [row.id]: next })} />
                  )}
                </Box>
              );
            })}
          </Box>
        )}
        {candidates.failed && <Alert severity="error">{SNACKBAR_LABELS.error}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{L.credit.cancel}</Button>
        <Button variant="contained" disabled={ticked.length === 0 || noLineChosen || credit.isPending} onClick={submit}>
          {L.credit.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
