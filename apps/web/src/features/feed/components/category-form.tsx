import { FEED_LABELS as L } from '@hubgrade/domain/feed/labels';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';

export interface CategoryValues {
  title: string;
  isEvent: boolean;
}

/** The name and "Définir comme événement" of the create form and the edit dialog (§2.19). */
export function CategoryFields({
  values,
  onChange,
  error,
  autoFocus,
}: {
  values: CategoryValues;
  onChange: (values: CategoryValues) => void;
  error?: string | null;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        size="small"
        label={L.categories.name}
        value={values.title}
        autoFocus={autoFocus}
        required
        error={Boolean(error)}
        helperText={error ?? undefined}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        onChange={(event) => onChange({ ...values, title: event.target.value })}
      />
      <FormControlLabel
        control={<Checkbox checked={values.isEvent} onChange={(event) => onChange({ ...values, isEvent: event.target.checked })} />}
        label={L.categories.isEvent}
      />
    </>
  );
}

/** The create button stays disabled while the name is empty (§5). */
export const canSave = (values: CategoryValues) => values.title.trim().length > 0;
