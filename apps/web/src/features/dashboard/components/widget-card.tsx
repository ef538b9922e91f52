import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface WidgetCardProps {
  widgetId: string;
  title: string;
  hint: string;
  icon: ReactNode;
  /** Top-right corner: a total, a link. */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame every widget shares: icon, title, hint, and its figure or chart. */
export function WidgetCard({ widgetId, title, hint, icon, aside, children }: WidgetCardProps) {
  const titleId = `widget-${widgetId}-title`;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      data-testid={`widget-${widgetId}`}
      variant="outlined"
      sx={{ p: 2.5, borderRadius: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            display: 'grid',
            placeItems: 'center',
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: 2,
            color: 'primary.main',
            bgcolor: theme.palette.mode === 'dark' ? 'action.selected' : 'action.hover',
          })}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id={titleId} variant="subtitle2" component="h2" sx={{ lineHeight: 1.3 }}>
            {title}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {hint}
          </Typography>
        </Box>
        {aside}
      </Box>
      {children}
    </Paper>
  );
}
