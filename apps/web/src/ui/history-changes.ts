import { HISTORY_DIALOG_LABELS as L } from '@hubgrade/domain/common/ui-labels';
import { formatDateTimeSeconds } from '../lib/format.ts';

/** One changed field of a history entry, both values written for reading. */
export interface HistoryChange {
  field: string;
  before: string;
  after: string;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored value as a person reads it: dates in the product's format, yes/no, JSON for the rest. */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return L.emptyValue;
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'string') return ISO_DATE_TIME.test(value) ? formatDateTimeSeconds(value) : value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** A missing field and a null one read the same. */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * What an entry changed, field by field: the fields whose value differs between the old and the
 * new data (all the fields of a creation or a deletion), in the order the new data lists them.
 */
export function historyChanges(oldData: unknown, newData: unknown): HistoryChange[] {
  const before = isRecord(oldData) ? oldData : oldData === null || oldData === undefined ? {} : null;
  const after = isRecord(newData) ? newData : newData === null || newData === undefined ? {} : null;
  if (before === null || after === null) {
    return same(oldData, newData) ? [] : [{ field: '', before: readableValue(oldData), after: readableValue(newData) }];
  }
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ field, before: readableValue(before[field]), after: readableValue(after[field]) }));
}
