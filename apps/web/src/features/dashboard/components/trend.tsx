import { DASHBOARD_LABELS } from '@hubgrade/domain/dashboard/labels';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { Hint } from '../../../ui/hint.tsx';

/** Which way a figure went since the previous period. */
export function Trend({ current, previous }: { current: number; previous: number }) {
  const [label, Icon, color] =
    current > previous
      ? [DASHBOARD_LABELS.trend.up, TrendingUp, 'success.main']
      : current < previous
        ? [DASHBOARD_LABELS.trend.down, TrendingDown, 'warning.main']
        : [DASHBOARD_LABELS.trend.flat, TrendingFlat, 'text.disabled'];
  return (
    <Hint title={label}>
      <Icon role="img" aria-label={label} fontSize="small" sx={{ color }} />
    </Hint>
  );
}
