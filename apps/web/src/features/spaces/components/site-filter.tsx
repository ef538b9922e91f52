import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useSiteChoices } from '../api/sites.ts';

/** The site filter of the room and coworking lists. */
export function SiteFilter({
  label,
  allLabel,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: number | undefined;
  onChange: (espace: number | undefined) => void;
}) {
  const sites = useSiteChoices();
  return (
    <SelectFilter
      label={label}
      value={value === undefined ? undefined : String(value)}
      options={(sites.data ?? []).map((site) => [String(site.id), site.name] as const)}
      allLabel={allLabel}
      minWidth={200}
      onChange={(espace) => onChange(espace ? Number(espace) : undefined)}
    />
  );
}
