import { startTransition, useEffect, useState } from 'react';

/** Rows drawn in one go while a table shows its first page: a phone screen's worth. */
export const ROWS_PER_BATCH = 6;

/**
 * How many of the page's `count` rows to draw. A table's first page is drawn a batch at a time,
 * each batch in a task of its own, so that a screen which is starting never spends one long task
 * drawing and laying out a whole page: the first rows show sooner and the page answers input in
 * between. Once a page has been drawn whole, the next ones are drawn at once, so that a new page
 * never shrinks under the pager.
 */
export function useRowsDrawn(count: number): number {
  const [limit, setLimit] = useState(ROWS_PER_BATCH);
  const growing = limit < count;

  useEffect(() => {
    if (count > 0 && !growing && limit !== Number.POSITIVE_INFINITY) setLimit(Number.POSITIVE_INFINITY);
    if (!growing) return;
    const timer = window.setTimeout(() => startTransition(() => setLimit((current) => current + ROWS_PER_BATCH)));
    return () => window.clearTimeout(timer);
  }, [count, growing, limit]);

  return limit;
}
