import { ACCOUNT_TYPES } from '@hubgrade/domain/auth/roles';
import { partyWords } from '@hubgrade/domain/brands/vocabulary';
import { EMAILING_LABELS as L } from '@hubgrade/domain/emailing/labels';
import type { Segment } from '@hubgrade/domain/emailing/schemas';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useBrand } from '../../../lib/brand.ts';
import { useEmailingOptions, useSegmentCount } from '../api/emailing.ts';

interface Named {
  id: number;
  name: string;
}

function IdsField({
  label,
  options,
  value,
  onChange,
  disabled,
}: {
  label: string;
  options: readonly Named[];
  value: number[];
  onChange: (ids: number[]) => void;
  disabled: boolean;
}) {
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={options}
      value={options.filter((o) => value.includes(o.id))}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, picked) => onChange(picked.map((p) => p.id))}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/** The segment's sites, companies and account types, with its count of recipients asked again as it changes. */
export function SegmentFields({
  value,
  onChange,
  disabled = false,
}: {
  value: Segment;
  onChange: (segment: Segment) => void;
  disabled?: boolean;
}) {
  const options = useEmailingOptions().data;
  const count = useSegmentCount(value);
  const words = partyWords(useBrand().brand?.id ?? null);
  const types: Named[] = ACCOUNT_TYPES.map((id) => ({ id, name: id === 1 ? words.landlord : words.tenant }));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        <IdsField
          label={L.fields.sites}
          options={options?.sites ?? []}
          value={value.sites}
          disabled={disabled}
          onChange={(sites) => onChange({ ...value, sites })}
        />
        <IdsField
          label={L.fields.companies}
          options={options?.companies ?? []}
          value={value.companies}
          disabled={disabled}
          onChange={(companies) => onChange({ ...value, companies })}
        />
        <IdsField
          label={L.fields.accountTypes}
          options={types}
          value={value.accountTypes}
          disabled={disabled}
          onChange={(ids) => onChange({ ...value, accountTypes: ids as Segment['accountTypes'] })}
        />
      </Box>
      <Typography variant="body2" color="textSecondary">
        {L.segmentHint}
      </Typography>
      <Typography aria-live="polite" sx={{ fontWeight: 600 }} data-testid="segment-count">
        {count.data ? L.recipients(count.data.count) : '…'}
      </Typography>
    </Box>
  );
}
