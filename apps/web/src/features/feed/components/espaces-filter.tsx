import { FEED_LABELS as L } from '@hubgrade/domain/feed/labels';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFeedEspaces } from '../api/feed.ts';

const ALL = 'all';

/** The multi-select of sites of §2.18, with "Tous les espaces" selecting or clearing every one. */
export function EspacesFilter({
  value,
  onChange,
  label = L.filters.espaces,
  error,
  inForm = false,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  label?: string;
  error?: string;
  /** A field of the editor (full size and width) rather than a filter above a table. */
  inForm?: boolean;
}) {
  const espaces = useFeedEspaces().data ?? [];
  const everyOne = espaces.length > 0 && espaces.every((e) => value.includes(e.id));
  return (
    <TextField
      select
      size={inForm ? 'medium' : 'small'}
      label={label}
      error={Boolean(error)}
      helperText={error}
      sx={inForm ? { minWidth: 0 } : { minWidth: 220, maxWidth: 320 }}
      slotProps={{
        select: {
          multiple: true,
          value,
          renderValue: (selected) =>
            everyOne
              ? L.filters.allEspaces
              : espaces
                  .filter((e) => (selected as number[]).includes(e.id))
                  .map((e) => e.name)
                  .join(', '),
          onChange: (event) => {
            const picked = event.target.value as (number | string)[];
            if (picked.includes(ALL)) onChange(everyOne ? [] : espaces.map((e) => e.id));
            else onChange(picked.map(Number));
          },
        },
      }}
    >
      <MenuItem value={ALL}>
        <Checkbox size="small" checked={everyOne} indeterminate={!everyOne && value.length > 0} />
        <ListItemText primary={L.filters.allEspaces} />
      </MenuItem>
      {espaces.map((e) => (
        <MenuItem key={e.id} value={e.id}>
          <Checkbox size="small" checked={value.includes(e.id)} />
          <ListItemText primary={e.name} />
        </MenuItem>
      ))}
    </TextField>
  );
}
