import { ROLE_LABELS, ROLES } from '@hubgrade/domain/auth/roles';
import { MEMBER_LABELS as L } from '@hubgrade/domain/members/labels';
import { ACCOUNT_STATE_LABELS, ACCOUNT_STATES, accountTypeLabel } from '@hubgrade/domain/members/rules';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface SelectFilterProps {
  label: string;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
  onChange: (value: string | undefined) => void;
}

/** A filter of the user table: "Tous" or one value, kept in the address by the page. */
export function SelectFilter({ label, value, options, onChange }: SelectFilterProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{L.filters.all}</MenuItem>
      {options.map(([key, text]) => (
        <MenuItem key={key} value={key}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

export const STATE_OPTIONS = ACCOUNT_STATES.map((state) => [state, ACCOUNT_STATE_LABELS[state]] as const);
export const ROLE_OPTIONS = ROLES.map((role) => [role, ROLE_LABELS[role]] as const);
export const accountTypeOptions = (brandId: number | null) =>
  (['1', '2'] as const).map((type) => [type, accountTypeLabel(Number(type), brandId)] as const);
