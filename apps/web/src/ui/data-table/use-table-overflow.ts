import { useCallback, useRef, useState } from 'react';

/** Whether the table is wider than its frame (and scrolls sideways), followed as either resizes. */
export function useTableOverflow(): { ref: (element: HTMLDivElement | null) => void; overflowing: boolean } {
  const [overflowing, setOverflowing] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
    if (element.firstElementChild) observer.current.observe(element.firstElementChild);
  }, []);
  return { ref, overflowing };
}
