import { BOOKING_LABELS as L } from '@hubgrade/domain/bookings/labels';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { useBookingUsers } from '../api/users.ts';
import type { BookingUser } from './reservation-form.ts';

export interface UserOption extends BookingUser {
  email: string;
}

const nameOf = (u: UserOption) => `${u.firstName} ${u.lastName}${u.companyName ? ` (${u.companyName})` : ''} – ${u.email}`;

/** §6: staff book on behalf of a user of their scope, searched by name or email as they type. */
export function BookingUserSelect({
  value,
  onChange,
  error,
}: {
  /** The chosen user, kept here so that it shows whatever the current search. */
  value: UserOption | null;
  onChange: (user: UserOption | null) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const users = useBookingUsers(deferred, true);
  const found: UserOption[] = (users.data?.items ?? []).map((u) => ({
    id: u.userId,
    firstName: u.userFirstName,
    lastName: u.userLastName,
    companyName: u.parentCompanyName,
    email: u.userEmail,
  }));
  const options = value && !found.some((u) => u.id === value.id) ? [value, ...found] : found;
  return (
    <Autocomplete
      options={options}
      value={value}
      loading={users.isFetching}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // The server searches; its answer is shown as it is.
      filterOptions={(all) => all}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      onChange={(_event, next) => onChange(next)}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={L.fields.user}
          error={error !== undefined}
          helperText={error}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'booking-user' } }}
        />
      )}
    />
  );
}
