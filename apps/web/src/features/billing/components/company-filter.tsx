import { INVOICE_SCREEN_LABELS as L } from '@hubgrade/domain/billing/screen-labels';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { useCompanyChoices } from '../api/invoices.ts';

interface CompanyChoice {
  id: number;
  companyName: string;
}

/** The invoices of one company: its name searched as it is typed; the address keeps its id. */
export function CompanyFilter({ value, onChange }: { value: number | undefined; onChange: (id: number | undefined) => void }) {
  const [search, setSearch] = useState('');
  const { options, loading, chosen } = useCompanyChoices(useDeferredValue(search), value);
  const selected: CompanyChoice | null = chosen ?? (value === undefined ? null : (options.find((c) => c.id === value) ?? null));
  const shown: CompanyChoice[] = selected && !options.some((c) => c.id === selected.id) ? [selected, ...options] : options;
  return (
    <Autocomplete
      size="small"
      options={shown}
      value={selected}
      loading={loading}
      getOptionLabel={(c) => c.companyName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(all) => all}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      onChange={(_event, next) => onChange(next?.id)}
      renderInput={(params) => <TextField {...params} label={L.filters.company} />}
      sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
    />
  );
}
