import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import {
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

/** A pointer resting this long on the element shows the hint; leaving it this long hides it. */
const SHOW_DELAY_MS = 100;
const HIDE_DELAY_MS = 100;
/** Between the element and the hint, and between the hint and the window's edges. */
const GAP_PX = 8;
const ARROW_PX = 6;

type Placement = 'bottom' | 'right';

/** The handlers and attribute a hint adds to the element it names. */
interface AnchorProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

interface Position {
  top: number;
  left: number;
  /** Where the arrow points, along the hint's side that faces the element. */
  arrow: number;
  side: 'top' | 'bottom' | 'left' | 'right';
}

/**
 * Where the hint goes: on the asked side when it fits in the window, otherwise on the opposite
 * one, kept inside the window along the other axis with its arrow still on the element.
 */
export function placeHint(
  anchor: DOMRect,
  hint: { width: number; height: number },
  placement: Placement,
  view: { width: number; height: number },
): Position {
  const clamp = (value: number, size: number, room: number) => Math.max(GAP_PX, Math.min(value, room - size - GAP_PX));
  if (placement === 'right') {
    const fits = anchor.right + GAP_PX + hint.width <= view.width - GAP_PX;
    const left = fits ? anchor.right + GAP_PX : anchor.left - GAP_PX - hint.width;
    const top = clamp(anchor.top + anchor.height / 2 - hint.height / 2, hint.height, view.height);
    return { top, left, arrow: anchor.top + anchor.height / 2 - top, side: fits ? 'right' : 'left' };
  }
  const fits = anchor.bottom + GAP_PX + hint.height <= view.height - GAP_PX;
  const top = fits ? anchor.bottom + GAP_PX : anchor.top - GAP_PX - hint.height;
  const left = clamp(anchor.left + anchor.width / 2 - hint.width / 2, hint.width, view.width);
  return { top, left, arrow: anchor.left + anchor.width / 2 - left, side: fits ? 'bottom' : 'top' };
}

function HintBubble({
  id,
  title,
  anchor,
  placement,
  onPointerEnter,
  onPointerLeave,
}: {
  id: string;
  title: string;
  anchor: HTMLElement;
  placement: Placement;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Position | null>(null);

  // Measured before the first paint, so that the hint never shows in the wrong place.
  useLayoutEffect(() => {
    const hint = ref.current;
    if (!hint) return;
    setPosition(
      placeHint(anchor.getBoundingClientRect(), { width: hint.offsetWidth, height: hint.offsetHeight }, placement, {
        width: window.innerWidth,
        height: window.innerHeight,
      }),
    );
  }, [anchor, placement]);

  const vertical = position?.side === 'top' || position?.side === 'bottom';
  return (
    <Box
      ref={ref}
      id={id}
      role="tooltip"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      sx={(theme) => ({
        position: 'fixed',
        top: position?.top ?? 0,
        left: position?.left ?? 0,
        visibility: position ? 'visible' : 'hidden',
        zIndex: theme.zIndex.tooltip,
        maxWidth: 300,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        bgcolor: alpha(theme.palette.grey[700], 0.92),
        color: theme.palette.common.white,
        fontFamily: theme.typography.fontFamily,
        fontSize: theme.typography.pxToRem(11),
        fontWeight: theme.typography.fontWeightMedium,
        lineHeight: 1.4,
        overflowWrap: 'break-word',
        '@keyframes hint-in': { from: { opacity: 0 }, to: { opacity: 1 } },
        animation: `hint-in ${theme.transitions.duration.shortest}ms ${theme.transitions.easing.easeOut}`,
        '&::before': {
          content: '""',
          position: 'absolute',
          width: ARROW_PX * 2,
          height: ARROW_PX * 2,
          bgcolor: 'inherit',
          transform: 'rotate(45deg)',
          zIndex: -1,
          ...(vertical
            ? { left: (position?.arrow ?? 0) - ARROW_PX, [position?.side === 'bottom' ? 'top' : 'bottom']: -ARROW_PX / 2 }
            : { top: (position?.arrow ?? 0) - ARROW_PX, [position?.side === 'right' ? 'left' : 'right']: -ARROW_PX / 2 }),
        },
      })}
    >
      {title}
    </Box>
  );
}

/**
 * The short text that names or explains an element (an icon button, a folded menu entry), shown
 * while a mouse rests on it or the keyboard brings the focus to it, and hidden by Escape. A touch
 * screen shows none: the element carries its own label for screen readers. The element must
 * forward pointer and focus handlers to its DOM node; a disabled button needs a span around it.
 * MUI's Tooltip is not used: its positioning library alone would add 7 KB gzip to every page.
 */
export function Hint({
  title,
  placement = 'bottom',
  children,
}: {
  title: string;
  placement?: Placement;
  children: ReactElement<AnchorProps>;
}) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const schedule = useCallback((next: HTMLElement | null, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setAnchor(next), delay);
  }, []);
  const keep = useCallback(() => window.clearTimeout(timer.current), []);
  const hide = useCallback(() => schedule(null, HIDE_DELAY_MS), [schedule]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!anchor) return;
    const close = () => {
      window.clearTimeout(timer.current);
      setAnchor(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    // The hint is placed once: it goes away rather than float away from a moving element.
    window.addEventListener('scroll', close, { capture: true, passive: true });
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', close, { capture: true });
      window.removeEventListener('resize', close);
    };
  }, [anchor]);

  const own = children.props;
  const anchorProps: AnchorProps = {
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') schedule(event.currentTarget, SHOW_DELAY_MS);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      hide();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      // A click also focuses: only the keyboard's focus shows the hint at once.
      if (event.currentTarget.matches(':focus-visible')) schedule(event.currentTarget, 0);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      schedule(null, 0);
    },
    'aria-describedby': anchor ? id : own['aria-describedby'],
  };

  return (
    <>
      {cloneElement(children, anchorProps)}
      {anchor &&
        createPortal(
          <HintBubble id={id} title={title} anchor={anchor} placement={placement} onPointerEnter={keep} onPointerLeave={hide} />,
          document.body,
        )}
    </>
  );
}
