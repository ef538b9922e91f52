import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';

const L = SEO_LABELS.pages;
const STATE_OPTIONS = [
  ['true', L.publishedOnly],
  ['false', L.draftsOnly],
] as const;

/** The published or draft filter of the page lists. */
export function PageStateFilter({
  value,
  onChange,
}: {
  value: 'true' | 'false' | undefined;
  onChange: (published: 'true' | 'false' | undefined) => void;
}) {
  return (
    <SelectFilter
      label={L.fields.state}
      value={value}
      options={STATE_OPTIONS}
      allLabel={L.allStates}
      onChange={(published) => onChange(published === 'true' || published === 'false' ? published : undefined)}
    />
  );
}
