import { BOOKING_LABELS as L } from '@hubgrade/domain/bookings/labels';
import { PLANNING_LABELS as P } from '@hubgrade/domain/bookings/planning-labels';
import { splitGuests } from '@hubgrade/domain/bookings/rules';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/**
 * §2.10 guests combo: addresses as deletable chips; a paste or a typed text is split on
 * semicolons and spaces, the valid addresses become chips and the invalid ones are listed in an
 * inline alert (§5) and left in the field to be corrected.
 */
export function GuestsField({
  value,
  onChange,
  invalid,
  onInvalid,
}: {
  value: string[];
  onChange: (guests: string[]) => void;
  invalid: string[];
  onInvalid: (invalid: string[]) => void;
}) {
  const [text, setText] = useState('');

  /** Takes what was typed or pasted: chips for the good addresses, the bad ones stay typed. */
  const take = (typed: string) => {
    const { valid, invalid: bad } = splitGuests(typed);
    onChange([...new Set([...value, ...valid])]);
    onInvalid(bad);
    setText(bad.join(' '));
  };

  return (
    <>
      <Autocomplete
        multiple
        freeSolo
        options={[]}
        value={value}
        inputValue={text}
        onInputChange={(_event, next, reason) => {
          if (reason !== 'input') return;
          // A separator typed after an address closes it; a paste arrives here whole.
          if (/[;\s]/.test(next)) take(next);
          else setText(next);
        }}
        onChange={(_event, next, reason) => {
          if (reason === 'createOption') take(String(next[next.length - 1] ?? ''));
          else onChange(next.map(String));
        }}
        onBlur={() => {
          if (text.trim() !== '') take(text);
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={L.fields.guests}
            helperText={P.dialog.guestsHint}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'booking-guests' } }}
          />
        )}
      />
      {invalid.length > 0 && (
        <Alert severity="error" data-testid="booking-invalid-guests">
          {L.invalidGuests}
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {invalid.map((address) => (
              <li key={address}>{address}</li>
            ))}
          </ul>
        </Alert>
      )}
    </>
  );
}
