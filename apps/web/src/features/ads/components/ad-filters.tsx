import { AD_CATEGORY_LABELS, AD_LABELS as L } from '@hubgrade/domain/ads/labels';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { formatDay } from '../../../lib/format.ts';
import type { ListParamsOf } from '../../../ui/data-table/list-params.ts';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import type { ADS_PARAMS } from './ads-params.ts';
import { LandlordSelect } from './landlord-select.tsx';

type AdsParams = ListParamsOf<typeof ADS_PARAMS>;
type FilterKey = 'state' | 'category' | 'boost' | 'mandate' | 'availability';
/** Every filter the reset button clears. */
const FILTER_KEYS = [
  'state',
  'city',
  'category',
  'landlord',
  'boost',
  'mandate',
  'availability',
  'adGroupId',
  'boostEndTo',
  'letOn',
] as const satisfies readonly (keyof AdsParams)[];

/** The filters of the ads table (tables-and-sheets §2.1), kept in the address. */
export function AdFilters({
  params,
  update,
  branded,
  brandId,
  landlordWord,
}: {
  params: AdsParams;
  update: (patch: Partial<AdsParams>, options?: { replace?: boolean }) => void;
  branded: boolean;
  brandId: number | null;
  landlordWord: string;
}) {
  const select = (key: FilterKey, label: string, options: [string, string][]) => (
    <SelectFilter
      label={label}
      value={params[key]}
      options={options}
      allLabel={L.filters.all}
      onChange={(value) => update({ [key]: value } as Partial<AdsParams>)}
    />
  );
  const active = FILTER_KEYS.some((k) => params[k] !== undefined);
  return (
    <>
      {select('state', L.filters.state, [
        ['online', L.states.online],
        ['offline', L.states.offline],
      ])}
      <TextField
        size="small"
        label={L.filters.city}
        defaultValue={params.city ?? ''}
        key={params.city ?? ''}
        onBlur={(event) => update({ city: event.target.value.trim() || undefined })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') update({ city: (event.target as HTMLInputElement).value.trim() || undefined });
        }}
        sx={{ width: 150 }}
      />
      {select(
        'category',
        L.filters.category,
        Object.entries(AD_CATEGORY_LABELS).map(([id, name]) => [id, name]),
      )}
      <LandlordSelect
        size="small"
        brandId={brandId}
        label={landlordWord}
        value={params.landlord ?? null}
        onChange={(landlord) => update({ landlord: landlord ?? undefined })}
      />
      {!branded &&
        select('boost', L.filters.boost, [
          ['true', L.filters.boosted],
          ['false', L.filters.notBoosted],
        ])}
      {!branded &&
        select('mandate', L.filters.mandate, [
          ['0', L.mandates[0]],
          ['1', L.mandates[1]],
          ['2', L.mandates[2]],
        ])}
      {select('availability', L.filters.availability, [
        ['available', L.filters.available],
        ['unavailable', L.filters.unavailable],
      ])}
      {params.boostEndTo !== undefined && (
        <Chip label={L.filters.boostEndTo(formatDay(params.boostEndTo))} onDelete={() => update({ boostEndTo: undefined })} />
      )}
      {params.letOn !== undefined && (
        <Chip label={L.filters.letOn(formatDay(params.letOn))} onDelete={() => update({ letOn: undefined })} />
      )}
      {active && (
        <Button size="small" onClick={() => update(Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined])) as Partial<AdsParams>)}>
          {L.filters.reset}
        </Button>
      )}
    </>
  );
}
