import type { SxProps, Theme } from '@mui/material/styles';

/** How much of the grid a widget takes: a figure, or a chart. */
export type WidgetSize = 'figure' | 'chart';

/** Twelve columns: one figure per row on a phone, two on a tablet, four on a wide screen; charts side by side from lg. */
export const GRID: SxProps<Theme> = { display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 2 };

export const SPAN: Record<WidgetSize, Record<string, string>> = {
  figure: { xs: 'span 12', sm: 'span 6', lg: 'span 4', xl: 'span 3' },
  chart: { xs: 'span 12', lg: 'span 6' },
};
