import type { LandlordOption } from '@hubgrade/domain/ads/schemas';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useLandlords } from '../api/form-lists.ts';

const nameOf = (l: LandlordOption) => `${l.firstName} ${l.lastName}${l.companyName ? ` (${l.companyName})` : ''} – ${l.email}`;

/** A landlord (account type 1) of the deployment, searched by name or email as the user types. */
export function LandlordSelect({
  brandId,
  label,
  value,
  onChange,
  error,
  helperText,
  size,
  required,
}: {
  brandId: number | null;
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  required?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<LandlordOption | null>(null);
  const landlords = useLandlords(brandId, search);
  const options = landlords.data ?? [];
  const selected = value === null ? null : (options.find((l) => l.id === value) ?? (chosen?.id === value ? chosen : null));
  return (
    <Autocomplete
      size={size}
      options={chosen && !options.some((l) => l.id === chosen.id) ? [chosen, ...options] : options}
      value={selected}
      loading={landlords.isFetching}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(all) => all}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      onChange={(_, next) => {
        setChosen(next);
        onChange(next?.id ?? null);
      }}
      renderInput={(params) => <TextField {...params} label={label} required={required} error={error} helperText={helperText} />}
      sx={{ minWidth: 260 }}
    />
  );
}
