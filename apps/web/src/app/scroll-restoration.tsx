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
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
