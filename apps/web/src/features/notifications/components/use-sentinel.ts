import { useEffect, useState } from 'react';

/**
 * Calls `onVisible` when the returned element scrolls into view inside `root` (the viewport when
 * null). Watching again whenever `enabled` turns back on catches a sentinel still on screen after
 * a short page.
 */
export function useSentinel(onVisible: () => void, enabled: boolean, root: Element | null) {
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    if (!element || !enabled) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onVisible(), {
      root,
      rootMargin: '160px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled, onVisible, root]);
  return setElement;
}
