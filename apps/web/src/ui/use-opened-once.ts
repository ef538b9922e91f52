import { useState } from 'react';

/**
 * Whether something has been open at least once. A panel, dialog or menu loaded or built on first
 * use is mounted from then on, so that it keeps its closing transition and opens at once next time.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Set during render, as React advises for state that follows a prop: no extra commit.
  if (open && !opened) setOpened(true);
  return opened || open;
}
