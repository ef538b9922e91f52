import { MESSAGE_LABELS as L, MESSAGE_STATE_LABELS } from '@hubgrade/domain/messages/labels';
import { MESSAGE_STATES } from '@hubgrade/domain/messages/rules';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';

type StateParam = '1' | '2' | '3' | '4';

const STATE_OPTIONS = MESSAGE_STATES.map((state) => [String(state), MESSAGE_STATE_LABELS[state]] as const);
const ARCHIVED_OPTIONS = [
  ['false', L.filters.activeOnly],
  ['true', L.filters.archivedOnly],
] as const;

/** The state filter of the messages table; `state=1` is the moderation queue. */
export function StateFilter({ value, onChange }: { value: StateParam | undefined; onChange: (value: StateParam | undefined) => void }) {
  return (
    <SelectFilter
      label={L.filters.state}
      value={value}
      options={STATE_OPTIONS}
      allLabel={L.filters.allStates}
      onChange={(state) => onChange(state as StateParam | undefined)}
    />
  );
}

/** Archived conversations, active ones, or both. */
export function ArchivedFilter({ value, onChange }: { value: boolean | undefined; onChange: (value: boolean | undefined) => void }) {
  return (
    <SelectFilter
      label={L.filters.archived}
      value={value === undefined ? undefined : String(value)}
      options={ARCHIVED_OPTIONS}
      allLabel={L.filters.all}
      onChange={(archived) => onChange(archived === undefined ? undefined : archived === 'true')}
    />
  );
}
