import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../../lib/session.ts';

/** How tall a table's rows are: compact (the default, about 44 px) or comfortable. */
export type TableDensity = 'compact' | 'comfortable';

const DENSITY_KEY = 'back_table_density';
const COLUMNS_KEY = 'back_table_hidden_columns';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage refused: the choice lasts until the page is left.
  }
  for (const listener of listeners) listener();
}

/** One user's value under `key`, kept in local storage and shared by every table on screen. */
function useStored(key: string): [string | null, (value: string | null) => void] {
  const userId = useCurrentUser().data?.id ?? 'anonymous';
  const fullKey = `${key}:${userId}`;
  const value = useSyncExternalStore(subscribe, () => read(fullKey));
  const set = useCallback((next: string | null) => write(fullKey, next), [fullKey]);
  return [value, set];
}

export function useTableDensity(): [TableDensity, (density: TableDensity) => void] {
  const [value, set] = useStored(DENSITY_KEY);
  const density: TableDensity = value === 'comfortable' ? 'comfortable' : 'compact';
  return [density, useCallback((next: TableDensity) => set(next === 'compact' ? null : next), [set])];
}

const NONE: readonly string[] = [];

function parseIds(value: string | null): readonly string[] {
  if (!value) return NONE;
  try {
    const ids: unknown = JSON.parse(value);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : NONE;
  } catch {
    return NONE;
  }
}

/** The columns a user hid in one table (named by its accessible name). */
export function useHiddenColumns(table: string): [readonly string[], (ids: readonly string[]) => void] {
  const [value, set] = useStored(`${COLUMNS_KEY}:${table}`);
  const hidden = useMemo(() => parseIds(value), [value]);
  return [hidden, useCallback((ids: readonly string[]) => set(ids.length ? JSON.stringify(ids) : null), [set])];
}
