import type { CSSObject } from '@mui/material/styles';
import type { ColumnKind, DataTableColumnMeta } from './features.ts';

/**
 * Kinds cut to one line: the share of the table's width each takes, and the least it keeps. Their
 * text does not widen the table (the cell's max-width is 0): the other columns take what they
 * need, the cut ones share the rest, and the table scrolls only when even their least is too much.
 */
const CUT: Partial<Record<ColumnKind, { share: string; least: string }>> = {
  email: { share: '18%', least: '9rem' },
  name: { share: '12%', least: '6.5rem' },
  title: { share: '22%', least: '12rem' },
  address: { share: '12%', least: '7rem' },
};

const NUMERIC: ReadonlySet<ColumnKind> = new Set(['money', 'number']);
const UNBROKEN: ReadonlySet<ColumnKind> = new Set(['id', 'phone', 'date', 'status', 'money', 'number']);

/** The column's kind; the older `nowrap` flag reads as an identifier's. */
export function kindOf(meta: DataTableColumnMeta | undefined): ColumnKind {
  return meta?.kind ?? (meta?.nowrap ? 'id' : 'text');
}

export function isCut(kind: ColumnKind): boolean {
  return CUT[kind] !== undefined;
}

export function alignOf(meta: DataTableColumnMeta | undefined): 'left' | 'right' | 'center' | undefined {
  return meta?.align ?? (NUMERIC.has(kindOf(meta)) ? 'right' : undefined);
}

/** A cell's width policy, its header's included (a cut column's header must not widen it either). */
export function cellSx(kind: ColumnKind): CSSObject | undefined {
  const cut = CUT[kind];
  if (cut) return { width: cut.share, minWidth: cut.least, maxWidth: 0 };
  // Element selectors outweigh the single class of a cell's own flex box.
  if (kind === 'status') return { whiteSpace: 'nowrap', '& div, & span': { flexWrap: 'nowrap' } };
  if (UNBROKEN.has(kind)) return { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' };
  return undefined;
}

/** A header's share of the width; its words may wrap but not widen a cut column past its share. */
export function headerSx(kind: ColumnKind): CSSObject | undefined {
  const cut = CUT[kind];
  return cut ? { width: cut.share, minWidth: cut.least } : undefined;
}

/**
 * The one-line box of a cut kind. The row's keyboard focus (its link, a button) unfolds it: a
 * keyboard user reads the whole text where a mouse user reads the tooltip. A pointer's focus does
 * not: the row would grow between the press and the release, and the click would miss its target.
 */
export const cutSx: CSSObject = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  'tr:has(:focus-visible) &': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
};
