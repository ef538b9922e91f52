import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface ActionButtonProps extends ButtonProps {
  /** Why the action cannot be taken now; the button then shows disabled with this text under it. */
  unavailable?: string | null;
}

/**
 * A button that stays on screen when its action is not possible: disabled, with the reason
 * written beside it (and read with it, through aria-describedby) instead of vanishing, so the
 * user learns what the action waits for. A disabled button takes no focus, hence text rather
 * than a tooltip.
 */
export function ActionButton({ unavailable, disabled, sx, ...props }: ActionButtonProps) {
  const reasonId = useId();
  if (!unavailable) return <Button {...props} disabled={disabled} sx={sx} />;
  return (
    <Box sx={[{ display: 'grid', gap: 0.5, justifyItems: 'start' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Button {...props} disabled aria-describedby={reasonId} />
      <Typography id={reasonId} variant="caption" color="text.secondary" data-testid="unavailable-reason">
        {unavailable}
      </Typography>
    </Box>
  );
}
