/** Spec shell §4 and §9: progress bar throttle 200 ms, duration 5 s, hide delay 500 ms. */
export const PROGRESS_TIMING = { throttleMs: 200, durationMs: 5_000, hideDelayMs: 500 } as const;

/**
 * - idle: no bar (nothing loads, or the load ended before the throttle);
 * - advancing: the bar shows and moves for at most the duration;
 * - stalled: the duration is over and the load goes on: the bar stays where it got to;
 * - done: the load ended, the bar fills and goes after the hide delay.
 */
export type ProgressPhase = 'idle' | 'advancing' | 'stalled' | 'done';

export interface ProgressTimer {
  /** Whether something loads now; called on every change. */
  setLoading(loading: boolean): void;
  /** Forgets the load and every pending step: the bar is gone (or React runs its effects again). */
  stop(): void;
}

/** The bar's timing, apart from React so that it can be checked with fake timers. */
export function createProgressTimer(onPhase: (phase: ProgressPhase) => void): ProgressTimer {
  let phase: ProgressPhase = 'idle';
  let loading = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const enter = (next: ProgressPhase) => {
    phase = next;
    onPhase(next);
  };
  const after = (ms: number, step: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(step, ms);
  };
  const advance = () => {
    enter('advancing');
    after(PROGRESS_TIMING.durationMs, () => enter('stalled'));
  };

  return {
    setLoading(next) {
      if (next === loading) return;
      loading = next;
      if (loading) {
        // A load that starts while the bar fades takes it over; otherwise the throttle comes first.
        if (phase === 'done') advance();
        else after(PROGRESS_TIMING.throttleMs, advance);
      } else if (phase === 'idle') {
        clearTimeout(timer);
      } else {
        enter('done');
        after(PROGRESS_TIMING.hideDelayMs, () => enter('idle'));
      }
    },
    stop() {
      clearTimeout(timer);
      phase = 'idle';
      loading = false;
    },
  };
}
