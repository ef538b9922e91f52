import MenuItem from '@mui/material/MenuItem';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormSelectField } from '../../../ui/form-select-field.tsx';
import { useSiteChoices } from '../api/sites.ts';

/** The site a coworking space or a meeting room belongs to, chosen among the caller's sites. */
export function SiteSelectField<T extends FieldValues & { espace: string }, O extends FieldValues>({
  control,
  label,
}: {
  control: Control<T, unknown, O>;
  label: string;
}) {
  const sites = useSiteChoices();
  return (
    <FormSelectField control={control} name={'espace' as Path<T>} label={label} required sx={{ gridColumn: '1 / -1' }}>
      {(sites.data ?? []).map((site) => (
        <MenuItem key={site.id} value={String(site.id)}>
          {site.name}
        </MenuItem>
      ))}
    </FormSelectField>
  );
}
