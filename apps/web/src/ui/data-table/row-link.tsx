import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { cutSx, isCut } from './column-kinds.ts';
import type { ColumnKind } from './features.ts';

/** A row's own controls and links answer their clicks themselves. */
const INTERACTIVE = 'a, button, input, label, select, textarea, [role="button"], [role="checkbox"]';

function ownClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  // A click inside a menu or dialog opened from the row reaches it through React's tree, not the page's.
  if (!event.currentTarget.contains(target)) return true;
  const control = target.closest(INTERACTIVE);
  return control !== null && event.currentTarget.contains(control);
}

export interface RowActivation {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onAuxClick?: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  tabIndex?: number;
  cursor?: 'pointer';
}

/**
 * What a click on a row does. With a page of its own (`href`), the row's link is the real target:
 * a plain click follows it in place, Ctrl/⌘/Shift-click and the middle button open it in a new
 * tab, and the keyboard reaches it as any link. Without one, the screen's handler runs, and the
 * row itself takes the focus so that Enter runs it too.
 */
export function rowActivation(href: string | undefined, onActivate: (() => void) | undefined): RowActivation {
  if (href !== undefined) {
    return {
      cursor: 'pointer',
      onClick: (event) => {
        if (ownClick(event)) return;
        if (event.ctrlKey || event.metaKey || event.shiftKey) window.open(href, '_blank', 'noopener');
        else event.currentTarget.querySelector<HTMLAnchorElement>('a[data-row-link]')?.click();
      },
      onAuxClick: (event) => {
        if (event.button === 1 && !ownClick(event)) window.open(href, '_blank', 'noopener');
      },
    };
  }
  if (!onActivate) return {};
  return {
    cursor: 'pointer',
    tabIndex: 0,
    onClick: (event) => {
      if (!ownClick(event)) onActivate();
    },
    onKeyDown: (event) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) onActivate();
    },
  };
}

/** One line cut with an ellipsis; the whole text is its tooltip. */
function CutText({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // The text is whatever the column's cell drew, known only once drawn.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element) element.title = element.textContent ?? '';
  });
  return (
    <Box ref={ref} sx={cutSx}>
      {children}
    </Box>
  );
}

/** A cell's content under its column's policy: cut to one line, and the row's link when it names the row. */
export function CellContent({ kind, href, children }: { kind: ColumnKind; href: string | undefined; children: ReactNode }) {
  const content =
    href === undefined ? (
      children
    ) : (
      <Link component={RouterLink} to={href} data-row-link="" color="inherit" underline="hover" sx={{ fontWeight: 500 }}>
        {children}
      </Link>
    );
  return isCut(kind) ? <CutText>{content}</CutText> : content;
}
