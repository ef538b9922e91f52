import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

/** A user one may book for, as the booking dialogs show them. */
export interface PickedUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
}

const nameOf = (u: PickedUser) =>
  `${u.firstName} ${u.lastName}${u.companyName ? ` (${u.companyName})` : ''}${u.email ? ` – ${u.email}` : ''}`;

/**
 * The user select of the meeting-room, workstation and terrace dialogs (§6): staff search by name
 * or email, the server answers (its answer is shown as it is). The caller gives the users found
 * and the search (`useBookableUserPicker` of `lib/bookable-users.ts`).
 */
export function UserPicker({
  label,
  value,
  onChange,
  options,
  loading,
  onSearch,
  error,
  testId,
}: {
  label: string;
  /** The chosen user, kept here so that it shows whatever the current search. */
  value: PickedUser | null;
  onChange: (user: PickedUser | null) => void;
  options: readonly PickedUser[];
  loading: boolean;
  onSearch: (text: string) => void;
  error?: string;
  testId?: string;
}) {
  const shown = value && !options.some((u) => u.id === value.id) ? [value, ...options] : options;
  return (
    <Autocomplete
      options={shown}
      value={value}
      loading={loading}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(all) => all}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') onSearch(text);
      }}
      onChange={(_event, next) => onChange(next)}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={label}
          error={error !== undefined}
          helperText={error}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, ...(testId ? { 'data-testid': testId } : {}) } }}
        />
      )}
    />
  );
}
