export const SIDEBAR_WIDTH = 284;
export const SIDEBAR_MINI_WIDTH = 76;

export const SIDEBAR_SCROLL = {
  overflowY: 'auto',
  overflowX: 'hidden',
  scrollbarWidth: 'thin',
} as const;
