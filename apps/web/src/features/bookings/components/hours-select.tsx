import { BOOKING_LABELS as L } from '@hubgrade/domain/bookings/labels';
import { PLANNING_LABELS as P } from '@hubgrade/domain/bookings/planning-labels';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { hourChoices, MINUTE_CHOICES } from './reservation-form.ts';

const two = (n: number) => String(n).padStart(2, '0');

/** One time as an hour select and a minute select (§2.10 "from/to hour and minute selects"). */
function TimeSelect({
  label,
  minutes,
  hours,
  disabled,
  testId,
  onChange,
}: {
  label: string;
  minutes: number;
  hours: { hour: number; disabled: boolean }[];
  disabled?: boolean;
  testId: string;
  onChange: (minutes: number) => void;
}) {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  return (
    <Stack direction="row" spacing={1} sx={{ flex: 1, minWidth: 0, alignItems: 'center' }}>
      <Typography variant="body2" sx={{ minWidth: 40 }}>
        {label}
      </Typography>
      <TextField
        select
        size="small"
        label={P.dialog.hour}
        value={String(hour)}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value) * 60 + minute)}
        slotProps={{ htmlInput: { 'data-testid': `${testId}-hour` } }}
        sx={{ flex: 1 }}
      >
        {hours.map((h) => (
          <MenuItem key={h.hour} value={String(h.hour)} disabled={h.disabled}>
            {two(h.hour)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={P.dialog.minute}
        value={String(minute)}
        disabled={disabled}
        onChange={(event) => onChange(hour * 60 + Number(event.target.value))}
        slotProps={{ htmlInput: { 'data-testid': `${testId}-minute` } }}
        sx={{ flex: 1 }}
      >
        {MINUTE_CHOICES.map((m) => (
          <MenuItem key={m} value={String(m)}>
            {two(m)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** The free slot's start and end on a day, hours before now disabled on today (§5). */
export function HoursSelect({
  day,
  now,
  from,
  to,
  disabled,
  onChange,
}: {
  day: string;
  now: Date;
  from: number;
  to: number;
  disabled?: boolean;
  onChange: (hours: { from: number; to: number }) => void;
}) {
  const hours = hourChoices(day, now);
  // A booking that runs to midnight shows 00:00 as its end.
  const shownTo = to % (24 * 60);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TimeSelect
        label={L.fields.start}
        minutes={from}
        hours={hours}
        disabled={disabled}
        testId="booking-from"
        onChange={(m) => onChange({ from: m, to })}
      />
      <TimeSelect
        label={L.fields.end}
        minutes={shownTo}
        hours={hours}
        disabled={disabled}
        testId="booking-to"
        onChange={(m) => onChange({ from, to: m === 0 ? 24 * 60 : m })}
      />
    </Stack>
  );
}
