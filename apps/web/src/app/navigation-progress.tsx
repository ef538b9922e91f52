import type { LinearProgressProps } from '@mui/material/LinearProgress';
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useScreenLoading } from './lazy-route.ts';
import { createProgressTimer, PROGRESS_TIMING, type ProgressPhase } from './progress-timing.ts';

/**
 * Most visits never show the bar: its code stays out of the entry and is asked for when a
 * navigation starts, well before the 200 ms after which it appears. A bar that cannot load is
 * not worth an error page.
 */
const loadBar = (): Promise<{ default: ComponentType<LinearProgressProps> }> =>
  import('@mui/material/LinearProgress').catch(() => ({ default: () => null }));
const LinearProgress = lazy(loadBar);

/** Where the bar stands in each phase: it creeps to 90 % while loading, and fills at the end. */
const VALUE: Record<ProgressPhase, number> = { idle: 0, advancing: 90, stalled: 90, done: 100 };

export function NavigationProgress() {
  const location = useLocation();
  // The first screen of a visit is not a route change: the bar's code stays out of the first load.
  const firstKey = useRef(location.key);
  const loading = useScreenLoading() && location.key !== firstKey.current;
  const [phase, setPhase] = useState<ProgressPhase>('idle');
  // The bar is drawn empty once, then moves, so that its transition has somewhere to start from.
  const [moved, setMoved] = useState(false);
  const [timer] = useState(() => createProgressTimer(setPhase));

  useEffect(() => () => timer.stop(), [timer]);
  useEffect(() => {
    if (loading) void loadBar();
    timer.setLoading(loading);
  }, [loading, timer]);

  useEffect(() => {
    if (phase === 'idle') setMoved(false);
    if (phase !== 'advancing' || moved) return;
    const frame = window.requestAnimationFrame(() => setMoved(true));
    return () => window.cancelAnimationFrame(frame);
  }, [phase, moved]);

  if (phase === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <LinearProgress
        variant="determinate"
        value={phase === 'advancing' && !moved ? 0 : VALUE[phase]}
        aria-hidden
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          zIndex: (theme) => theme.zIndex.tooltip + 1,
          height: 3,
          bgcolor: 'transparent',
          '& .MuiLinearProgress-bar': {
            transition: `transform ${phase === 'advancing' ? PROGRESS_TIMING.durationMs : 200}ms ease-out`,
          },
        }}
      />
    </Suspense>
  );
}
