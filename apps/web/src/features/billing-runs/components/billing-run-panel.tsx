import { BILLING_RUN_LABELS as L } from '@hubgrade/domain/billing-runs/labels';
import type { BillingRun } from '@hubgrade/domain/billing-runs/schemas';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { formatCents, formatDateTime } from '../../../lib/format.ts';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { conflictMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useBillingRuns, useStartBillingRun } from '../api/billing-runs.ts';

const MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthName = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));
const STATE_COLOURS = { running: 'info', done: 'success', failed: 'error' } as const;

function RunLine({ run }: { run: BillingRun }) {
  const share = run.total === 0 ? 100 : Math.round(((run.issued + run.skipped) / run.total) * 100);
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.5, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, textTransform: 'capitalize' }}>{monthName(run.month)}</Typography>
        <Chip size="small" color={STATE_COLOURS[run.state]} label={L.states[run.state]} />
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          {formatDateTime(run.startedAt)}
          {run.startedBy ? ` · ${run.startedBy}` : ''}
        </Typography>
      </Box>
      {run.state === 'running' ? (
        <LinearProgress variant="determinate" value={share} aria-label={L.progress(run.issued + run.skipped, run.total)} />
      ) : null}
      <Typography variant="body2">
        {run.state === 'done' ? L.done(run.issued, run.skipped) : L.progress(run.issued + run.skipped, run.total)}
        {run.issued > 0 ? ` · ${formatCents(run.amountTtc)} TTC` : ''}
      </Typography>
      {run.error ? (
        <Typography variant="body2" color="error">
          {run.error}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Starts the billing of a month and follows it: a progress bar while it works, then what it issued. */
export function BillingRunPanel() {
  const runs = useBillingRuns();
  const start = useStartBillingRun();
  const { run, dialog } = useMutationFeedback();
  const [month, setMonth] = useState(() => parisDay().slice(0, 7));
  const items = runs.data?.items ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(start, { month }, { confirm: { message: L.confirm(monthName(month)) }, success: L.started, error: conflictMessage });
  };

  return (
    <SheetCard title={L.title}>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          type="month"
          size="small"
          label={L.month}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          sx={{ width: 220 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: parisDay().slice(0, 7) } }}
          required
        />
        <Button type="submit" variant="contained" disabled={start.isPending || month === ''}>
          {L.start}
        </Button>
      </Box>
      <Typography variant="subtitle2" component="h3">
        {L.history}
      </Typography>
      {runs.isPending ? (
        <LinearProgress aria-label={L.history} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{L.empty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((r) => (
            <RunLine key={r.id} run={r} />
          ))}
        </Box>
      )}
      {dialog}
    </SheetCard>
  );
}
