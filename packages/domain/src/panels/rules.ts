/** Display panels (spec shell /panneau…, module screenAnnouncement): screens in a site's lobby. */

export const PANEL_ORIENTATIONS = ['landscape', 'portrait'] as const;
export type PanelOrientation = (typeof PANEL_ORIENTATIONS)[number];

/** What a panel may show, in the order the screen draws them. There is no weather block. */
export const PANEL_BLOCKS = ['clock', 'rooms', 'feed', 'announcements'] as const;
export type PanelBlock = (typeof PANEL_BLOCKS)[number];

export const PANEL_DEFAULT_BLOCKS: readonly PanelBlock[] = PANEL_BLOCKS;
export const PANEL_PAGE_SIZE = 20;
export const PANEL_NAME_MAX = 100;
export const PANEL_TEXT_MAX = 2000;
/** The published feed messages a screen shows, newest first (Important first). */
export const PANEL_FEED_MAX = 6;
/** How often the screen page reads its content again (ms) should a live signal be lost; the socket tells it sooner. */
export const PANEL_REFRESH_MS = 30_000;
/** The only frame of a screen's socket: its content changed, read it again (the frame carries none of it). */
export const PANEL_CHANGED_EVENT = 'panel-content-changed';
/** Close code of a screen's socket whose secret names no panel (any more): the screen stops retrying. */
export const PANEL_SCREEN_GONE_CLOSE = 4404;
/** The screen page's address for a secret. */
export const screenPath = (secret: string) => `/project/screen/${secret}`;

/** The blocks in the screen's order, each once. */
export function orderBlocks(blocks: readonly PanelBlock[]): PanelBlock[] {
  return PANEL_BLOCKS.filter((b) => blocks.includes(b));
}

/** Whether a booking's time [start, end) is running at `now`, is over, or is still to come. */
export function slotStatus(start: string, end: string, now: Date): 'past' | 'now' | 'next' {
  const t = now.getTime();
  if (Date.parse(end) <= t) return 'past';
  if (Date.parse(start) <= t) return 'now';
  return 'next';
}
