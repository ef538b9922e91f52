import { useLayoutEffect } from 'react';

/** The element of the frame that a landing page's HTML draws before the code has loaded (build/boot-frame.ts). */
export const BOOT_FRAME_ID = 'boot-frame';

/**
 * Takes the landing page's frame away once the app has drawn a screen (or an error) of its own,
 * in the same frame as that screen: until then the visitor sees the page's heading rather than a
 * blank page or a spinner.
 */
export function useBootFrameGone(): void {
  useLayoutEffect(() => {
    document.getElementById(BOOT_FRAME_ID)?.remove();
  }, []);
}
