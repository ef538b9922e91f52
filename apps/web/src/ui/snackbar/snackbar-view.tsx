import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { SyntheticEvent } from 'react';
import type { SnackbarSeverity } from './snackbar-context.ts';

export interface SnackbarMessage {
  key: number;
  text: string;
  severity: SnackbarSeverity;
  duration: number;
}

interface Props {
  message: SnackbarMessage | undefined;
  open: boolean;
  onClose: () => void;
  /** The message has left the screen. */
  onExited: () => void;
}

/** The message at the bottom of the screen. */
export function SnackbarView({ message, open, onClose, onExited }: Props) {
  const close = (_event: SyntheticEvent | Event, reason?: string) => {
    // A click elsewhere on the page is the user working, not dismissing the message.
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      key={message?.key}
      open={open && message !== undefined}
      autoHideDuration={message?.duration ?? null}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited } }}
    >
      {message && (
        <Alert
          variant="filled"
          severity={message.severity}
          role={message.severity === 'error' ? 'alert' : 'status'}
          onClose={onClose}
          sx={{ width: '100%', alignItems: 'center' }}
          data-testid="snackbar"
        >
          {message.text}
        </Alert>
      )}
    </Snackbar>
  );
}
