import { SNACKBAR_LABELS } from '@hubgrade/domain/common/errors';
import { SNACKBAR_DURATIONS } from '@hubgrade/domain/common/snackbar';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type SnackbarApi, SnackbarContext, type SnackbarOptions, type SnackbarSeverity } from './snackbar-context.ts';
import type { SnackbarMessage, SnackbarView } from './snackbar-view.tsx';

type View = typeof SnackbarView;
let loadedView: View | null = null;

/** The snackbar's component; it loads with the first message, as most pages show none at first. */
export function loadSnackbarView(): Promise<View> {
  return import('./snackbar-view.tsx').then((m) => {
    loadedView = m.SnackbarView;
    return m.SnackbarView;
  });
}

function useSnackbarView(needed: boolean): View | null {
  const [view, setView] = useState<View | null>(() => loadedView);
  useEffect(() => {
    if (!needed || view) return;
    let live = true;
    void loadSnackbarView().then((loaded) => {
      if (live) setView(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [needed, view]);
  return view;
}

function durationOf(options: Omit<SnackbarOptions, 'message'>): number {
  return options.duration ?? SNACKBAR_DURATIONS[options.preset ?? 'default'];
}

/**
 * Shows one message at a time at the bottom of the screen. An error keeps its whole time, so that
 * a quick success after it does not hide it; a success or a note shown when a newer message comes
 * makes way for it at once, so that the screen never tells of an earlier action while the latest
 * waits (a message under the pointer keeps its time while hovered, however long).
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<SnackbarMessage[]>([]);
  const [open, setOpen] = useState(false);
  const shownSeverity = useRef<SnackbarSeverity | null>(null);
  shownSeverity.current = queue[0]?.severity ?? null;
  const nextKey = useRef(0);
  const View = useSnackbarView(queue.length > 0);

  const api = useMemo<SnackbarApi>(() => {
    const push = (text: string, severity: SnackbarSeverity, options: Omit<SnackbarOptions, 'message'>) => {
      const message = { key: nextKey.current++, text, severity, duration: durationOf(options) };
      const shown = shownSeverity.current;
      setQueue((current) => [...current, message]);
      // Closing starts the exit; once it is over, the next message comes in.
      setOpen(shown === null || shown === 'error');
    };
    return {
      show: (text, options = {}) => push(text, options.severity ?? 'info', options),
      error: (options = {}) => push(options.message ?? SNACKBAR_LABELS.error, 'error', options),
      success: (options = {}) => push(options.message ?? SNACKBAR_LABELS.success, 'success', options),
      cancel: (options = {}) => push(options.message ?? SNACKBAR_LABELS.cancel, 'info', options),
    };
  }, []);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {View && (
        <View
          message={queue[0]}
          open={open}
          onClose={() => setOpen(false)}
          // Once a message has left the screen, the next one in the queue comes in.
          onExited={() => {
            setQueue((messages) => messages.slice(1));
            setOpen(true);
          }}
        />
      )}
    </SnackbarContext.Provider>
  );
}
