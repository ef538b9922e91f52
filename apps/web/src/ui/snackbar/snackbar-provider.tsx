import { SNACKBAR_LABELS } from '@hubgrade/domain/common/errors';
import { SNACKBAR_DURATIONS } from '@hubgrade/domain/common/snackbar';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { type ReactNode, type SyntheticEvent, useMemo, useRef, useState } from 'react';
import { type SnackbarApi, SnackbarContext, type SnackbarOptions, type SnackbarSeverity } from './snackbar-context.ts';

interface Message {
  key: number;
  text: string;
  severity: SnackbarSeverity;
  duration: number;
}

function durationOf(options: Omit<SnackbarOptions, 'message'>): number {
  return options.duration ?? SNACKBAR_DURATIONS[options.preset ?? 'default'];
}

/**
 * Shows one message at a time at the bottom of the screen; messages raised meanwhile wait their
 * turn, so that a quick success after an error does not hide it.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Message[]>([]);
  const [open, setOpen] = useState(false);
  const nextKey = useRef(0);

  const api = useMemo<SnackbarApi>(() => {
    const push = (text: string, severity: SnackbarSeverity, options: Omit<SnackbarOptions, 'message'>) => {
      const message = { key: nextKey.current++, text, severity, duration: durationOf(options) };
      setQueue((current) => [...current, message]);
      setOpen(true);
    };
    return {
      show: (text, options = {}) => push(text, options.severity ?? 'info', options),
      error: (options = {}) => push(options.message ?? SNACKBAR_LABELS.error, 'error', options),
      success: (options = {}) => push(options.message ?? SNACKBAR_LABELS.success, 'success', options),
      cancel: (options = {}) => push(options.message ?? SNACKBAR_LABELS.cancel, 'info', options),
    };
  }, []);

  const current = queue[0];
  const close = (_event: SyntheticEvent | Event, reason?: string) => {
    // A click elsewhere on the page is the user working, not dismissing the message.
    if (reason !== 'clickaway') setOpen(false);
  };
  // Once a message has left the screen, the next one in the queue comes in.
  const next = () => {
    setQueue((messages) => messages.slice(1));
    setOpen(true);
  };

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <Snackbar
        key={current?.key}
        open={open && current !== undefined}
        autoHideDuration={current?.duration ?? null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ transition: { onExited: next } }}
      >
        {current && (
          <Alert
            variant="filled"
            severity={current.severity}
            role={current.severity === 'error' ? 'alert' : 'status'}
            onClose={() => setOpen(false)}
            sx={{ width: '100%', alignItems: 'center' }}
            data-testid="snackbar"
          >
            {current.text}
          </Alert>
        )}
      </Snackbar>
    </SnackbarContext.Provider>
  );
}
