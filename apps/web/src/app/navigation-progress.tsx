import type { LinearProgressProps } from '@mui/material/LinearProgress';
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useScreenLoading } from './lazy-route.ts';

/**
 * Most visits never show the bar: its code stays out of the entry and is asked for when a
 * navigation starts, well before the 200 ms after which it appears. A bar that cannot load is
 * not worth an error page.
 */
const loadBar = (): Promise<{ default: ComponentType<LinearProgressProps> }> =>
  import('@mui/material/LinearProgress').catch(() => ({ default: () => null }));
const LinearProgress = lazy(loadBar);

/** Spec shell §4/§9: shown after 200 ms of loading, creeps over 5 s, hidden 500 ms after the end. */
const SHOW_AFTER_MS = 200;
const CREEP_MS = 5_000;
const HIDE_AFTER_MS = 500;

type Phase = 'idle' | 'start' | 'running' | 'done';

const VALUE: Record<Phase, number> = { idle: 0, start: 0, running: 90, done: 100 };

export function NavigationProgress() {
  const location = useLocation();
  // The first screen of a visit is not a route change: the bar's code stays out of the first load.
  const firstKey = useRef(location.key);
  const loading = useScreenLoading() && location.key !== firstKey.current;
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (loading) {
      void loadBar();
      const timer = window.setTimeout(() => setPhase('start'), SHOW_AFTER_MS);
      return () => window.clearTimeout(timer);
    }
    setPhase((current) => (current === 'idle' ? 'idle' : 'done'));
    const timer = window.setTimeout(() => setPhase('idle'), HIDE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);

  // The bar is drawn empty once, then moves, so that its transition has somewhere to start from.
  useEffect(() => {
    if (phase !== 'start') return;
    const frame = window.requestAnimationFrame(() => setPhase('running'));
    return () => window.cancelAnimationFrame(frame);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <LinearProgress
        variant="determinate"
        value={VALUE[phase]}
        aria-hidden
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          zIndex: (theme) => theme.zIndex.tooltip + 1,
          height: 3,
          bgcolor: 'transparent',
          '& .MuiLinearProgress-bar': { transition: `transform ${phase === 'running' ? CREEP_MS : 200}ms ease-out` },
        }}
      />
    </Suspense>
  );
}
