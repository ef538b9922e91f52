import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/** Starts drawing a little before the slot scrolls in, so that it is ready when seen. */
const AHEAD = '200px';

/**
 * Where a chart goes. The chart library is the heaviest code of the dashboard: it loads only once
 * the slot is on screen (or about to be), and the card's figures never wait for it.
 */
export function ChartSlot({ height, label, children }: { height: number; label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  // The placeholder stands for the chart: an image by its name (a bare span may not carry a label).
  const placeholder = <Skeleton variant="rounded" height={height} role="img" aria-busy="true" aria-label={label} />;
  return (
    <Box ref={ref} sx={{ minHeight: height, minWidth: 0 }}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </Box>
  );
}
