import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressTimer, type ProgressPhase, type ProgressTimer } from './progress-timing.ts';

let phases: ProgressPhase[];
let timer: ProgressTimer;

beforeEach(() => {
  vi.useFakeTimers();
  phases = [];
  timer = createProgressTimer((phase) => phases.push(phase));
});
afterEach(() => {
  timer.stop();
  vi.useRealTimers();
});

const last = () => phases.at(-1) ?? 'idle';

describe('navigation progress timing (spec shell §4, §9: throttle 200 ms, duration 5 s, hide 500 ms)', () => {
  it('never shows the bar for a change that takes less than 200 ms', () => {
    timer.setLoading(true);
    vi.advanceTimersByTime(199);
    timer.setLoading(false);
    vi.advanceTimersByTime(10_000);
    expect(phases).toEqual([]);
  });

  it('shows the bar once the change has taken 200 ms', () => {
    timer.setLoading(true);
    vi.advanceTimersByTime(199);
    expect(last()).toBe('idle');
    vi.advanceTimersByTime(1);
    expect(phases).toEqual(['advancing']);
  });

  it('stops advancing 5 s after it showed, and stays while the change goes on', () => {
    timer.setLoading(true);
    vi.advanceTimersByTime(200 + 4_999);
    expect(last()).toBe('advancing');
    vi.advanceTimersByTime(1);
    expect(last()).toBe('stalled');
    vi.advanceTimersByTime(60_000);
    expect(phases).toEqual(['advancing', 'stalled']);
  });

  it('fills at the end and hides 500 ms later', () => {
    timer.setLoading(true);
    vi.advanceTimersByTime(1_000);
    timer.setLoading(false);
    expect(last()).toBe('done');
    vi.advanceTimersByTime(499);
    expect(last()).toBe('done');
    vi.advanceTimersByTime(1);
    expect(phases).toEqual(['advancing', 'done', 'idle']);
    vi.advanceTimersByTime(10_000);
    expect(phases).toEqual(['advancing', 'done', 'idle']);
  });

  it('hides 500 ms after the end of a change that outlasted the 5 s', () => {
    timer.setLoading(true);
    vi.advanceTimersByTime(8_000);
    timer.setLoading(false);
    vi.advanceTimersByTime(500);
    expect(phases).toEqual(['advancing', 'stalled', 'done', 'idle']);
  });

  it('takes over the fading bar when another change starts before it hid', () => {
    timer.setLoading(true);
    vi.advanceTimersByTime(300);
    timer.setLoading(false);
    vi.advanceTimersByTime(100);
    timer.setLoading(true);
    expect(last()).toBe('advancing');
    vi.advanceTimersByTime(1_000);
    expect(last()).toBe('advancing');
    timer.setLoading(false);
    vi.advanceTimersByTime(500);
    expect(phases).toEqual(['advancing', 'done', 'advancing', 'done', 'idle']);
  });

  it('starts from the throttle again once stopped', () => {
    timer.setLoading(true);
    timer.stop();
    vi.advanceTimersByTime(1_000);
    expect(phases).toEqual([]);
    timer.setLoading(true);
    vi.advanceTimersByTime(200);
    expect(phases).toEqual(['advancing']);
  });
});
