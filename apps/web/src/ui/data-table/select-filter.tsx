import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface SelectFilterProps {
  label: string;
  /** The chosen option's key; undefined: every row ("Tous"). */
  value: string | undefined;
  /** Key and text of each option. */
  options: readonly (readonly [string, string])[];
  /** The text of the choice that removes the filter ("Tous", "Tous les sites"…); none when one option is always chosen. */
  allLabel?: string;
  onChange: (value: string | undefined) => void;
  minWidth?: number;
}

/** A filter of a table above its rows: every row, or the rows of one option. The page keeps its value in the address. */
export function SelectFilter({ label, value, options, allLabel, onChange, minWidth = 170 }: SelectFilterProps) {
  // An option not loaded yet shows as empty rather than as an out-of-range value.
  const known = value !== undefined && options.some(([key]) => key === value);
  // No filter reads as its choice ("Tous"), not as an empty field.
  const showAll = value === undefined && allLabel !== undefined;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={{ minWidth }}
      slotProps={{ select: { displayEmpty: showAll }, inputLabel: showAll ? { shrink: true } : undefined }}
    >
      {allLabel !== undefined && <MenuItem value="">{allLabel}</MenuItem>}
      {options.map(([key, text]) => (
        <MenuItem key={key} value={key}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}
