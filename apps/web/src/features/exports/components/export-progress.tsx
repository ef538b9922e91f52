import { EXPORT_LABELS as L } from '@hubgrade/domain/exports/labels';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ExportRun } from './use-export-download.ts';

/**
 * The bar of a running export: determinate for a CSV (lines received out of the rows counted),
 * moving for an XLSX, whose zipped bytes cannot be matched to rows, with the bytes received.
 */
export function ExportProgress({ run, onCancel }: { run: Exclude<ExportRun, { step: 'idle' }>; onCancel: () => void }) {
  const csv = run.step === 'downloading' && run.format === 'csv';
  const value = csv ? Math.min(100, (run.lines / Math.max(run.rows, 1)) * 100) : undefined;
  let text: string = L.counting;
  if (run.step === 'downloading')
    text = csv ? L.progressRows(Math.min(run.lines, run.rows), run.rows) : L.progressBytes(run.bytes, run.rows);
  return (
    <Box sx={{ display: 'grid', gap: 1 }} role="status" aria-live="polite">
      <LinearProgress
        variant={value === undefined ? 'indeterminate' : 'determinate'}
        value={value}
        aria-label={L.progressLabel}
        aria-valuetext={text}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ mr: 'auto' }} data-testid="export-progress">
          {text}
        </Typography>
        <Button onClick={onCancel}>{L.cancel}</Button>
      </Box>
    </Box>
  );
}
