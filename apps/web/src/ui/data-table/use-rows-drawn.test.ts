import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROWS_PER_BATCH, useRowsDrawn } from './use-rows-drawn.ts';

describe('useRowsDrawn', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const nextTask = () => act(() => vi.advanceTimersToNextTimer());

  it('draws the first page a batch per task, until all its rows are drawn', async () => {
    const { result } = renderHook(({ count }) => useRowsDrawn(count), { initialProps: { count: 25 } });
    expect(result.current).toBe(ROWS_PER_BATCH);
    await nextTask();
    expect(result.current).toBe(2 * ROWS_PER_BATCH);
    for (let i = 0; i < 5; i++) await nextTask();
    expect(result.current).toBeGreaterThanOrEqual(25);
  });

  it('waits for the rows while the first page loads', async () => {
    const { result, rerender } = renderHook(({ count }) => useRowsDrawn(count), { initialProps: { count: 0 } });
    await nextTask();
    expect(result.current).toBe(ROWS_PER_BATCH);
    rerender({ count: 25 });
    expect(result.current).toBe(ROWS_PER_BATCH);
  });

  it('draws a later page whole at once, so that it never shrinks under the pager', async () => {
    const { result, rerender } = renderHook(({ count }) => useRowsDrawn(count), { initialProps: { count: 3 } });
    await nextTask();
    rerender({ count: 25 });
    expect(result.current).toBeGreaterThanOrEqual(25);
  });
});
