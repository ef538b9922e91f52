import type { CSSObject } from '@mui/material/styles';
import type { ColumnKind, DataTableColumnMeta } from './features.ts';

/** Kinds cut to one line: the widest each may take before the ellipsis, wider on wide screens. */
const CUT_WIDTH: Partial<Record<ColumnKind, string>> = {
  email: 'clamp(8rem, 12vw, 16rem)',
  name: 'clamp(6rem, 9vw, 12rem)',
  title: 'clamp(9rem, 15vw, 20rem)',
  address: 'clamp(7rem, 9vw, 12rem)',
};

const NUMERIC: ReadonlySet<ColumnKind> = new Set(['money', 'number']);
const UNBROKEN: ReadonlySet<ColumnKind> = new Set(['id', 'phone', 'date', 'status', 'money', 'number']);

/** The column's kind; the older `nowrap` flag reads as an identifier's. */
export function kindOf(meta: DataTableColumnMeta | undefined): ColumnKind {
  return meta?.kind ?? (meta?.nowrap ? 'id' : 'text');
}

export function isCut(kind: ColumnKind): boolean {
  return CUT_WIDTH[kind] !== undefined;
}

export function alignOf(meta: DataTableColumnMeta | undefined): 'left' | 'right' | 'center' | undefined {
  return meta?.align ?? (NUMERIC.has(kindOf(meta)) ? 'right' : undefined);
}

/** A body cell's width policy. */
export function cellSx(kind: ColumnKind): CSSObject | undefined {
  // A status's chips stay side by side too.
  // Element selectors outweigh the single class of a cell's own flex box.
  if (kind === 'status') return { whiteSpace: 'nowrap', '& div, & span': { flexWrap: 'nowrap' } };
  if (UNBROKEN.has(kind)) return { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' };
  return undefined;
}

/**
 * The one-line box of a cut kind. The row's keyboard focus (its link, a button) unfolds it: a
 * keyboard user reads the whole text where a mouse user reads the tooltip. A pointer's focus does
 * not: the row would grow between the press and the release, and the click would miss its target.
 */
export function cutSx(kind: ColumnKind): CSSObject {
  return {
    maxWidth: CUT_WIDTH[kind],
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    'tr:has(:focus-visible) &': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
  };
}
