import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { GRID, SPAN } from './grid.ts';

const FIGURES = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'];
const CHARTS = ['c1', 'c2'];

/** The grid's shape while the figures load, so that nothing jumps when they arrive. */
export function DashboardSkeleton() {
  return (
    <Box sx={GRID} role="status" aria-busy="true" aria-label={SHELL_LABELS.loading} data-testid="dashboard-loading">
      {FIGURES.map((key) => (
        <Paper key={key} variant="outlined" sx={{ gridColumn: SPAN.figure, p: 2.5, borderRadius: 3 }}>
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <Skeleton variant="rounded" width={40} height={40} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="70%" />
              <Skeleton width="45%" />
            </Box>
          </Box>
          <Skeleton width={72} height={48} sx={{ mt: 2 }} />
        </Paper>
      ))}
      {CHARTS.map((key) => (
        <Paper key={key} variant="outlined" sx={{ gridColumn: SPAN.chart, p: 2.5, borderRadius: 3 }}>
          <Skeleton width="40%" />
          <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
        </Paper>
      ))}
    </Box>
  );
}
