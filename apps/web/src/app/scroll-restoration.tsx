import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visited entry of the tab's history was scrolled to, by history key. */
const positions = new Map<string, number>();
/**
 * The entry on view. It changes as the next entry is drawn, before that entry's own scroll (or
 * the browser's clamping to a shorter page) fires a scroll event: that event is the next
 * entry's, never the one just left.
 */
let shownKey: string | null = null;

function remember(): void {
  if (shownKey !== null) positions.set(shownKey, window.scrollY);
}

/** How long a page still being drawn is followed to bring it back where it was left. */
const RESTORE_WAIT_MS = 2_000;
/** The visitor scrolling themselves ends the wait. */
const OWN_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls back to `y`. A page drawn in slices (a table's rows come after the address changes) may
 * still be too short, and the browser then stops at its end: the page is followed as it grows,
 * for a while, until it reaches the position. Returns how to stop following it.
 */
function restoreScroll(y: number): () => void {
  window.scrollTo(0, y);
  if (window.scrollY >= y) return () => {};
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (window.scrollY >= y) stop();
  });
  const timer = window.setTimeout(() => stop(), RESTORE_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of OWN_SCROLL_EVENTS) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of OWN_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * Back and forward bring a page back where it was left; any other navigation starts at the top,
 * or at the element its hash names. The browser's own restoration would act before the screen is
 * drawn, so it is switched off.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    shownKey = location.key;
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) return restoreScroll(saved);
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
