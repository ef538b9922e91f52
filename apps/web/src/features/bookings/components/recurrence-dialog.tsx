import { BOOKING_LABELS as L } from '@hubgrade/domain/bookings/labels';
import { PLANNING_LABELS as P } from '@hubgrade/domain/bookings/planning-labels';
import { weekdayOf } from '@hubgrade/domain/bookings/recurrence';
import type { Frequency } from '@hubgrade/domain/bookings/schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { frequencyRefusal, nthWeekdayOf } from './reservation-form.ts';

const R = L.recurrence;
/** Monday to Sunday, as the frequency numbers them (Sunday = 0). */
const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0];

/** A number field that keeps what is typed; null while it is not a number. */
const numberOf = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));

function RecurrenceForm({
  day,
  value,
  onSave,
  onClose,
}: {
  day: string;
  value: Frequency;
  onSave: (frequency: Frequency) => void;
  onClose: () => void;
}) {
  const [frequency, setFrequency] = useState<Frequency>(value);
  const [numberText, setNumberText] = useState(String(value.number));
  const [countText, setCountText] = useState(value.endCount ? String(value.endCount) : '');
  const startWeekday = weekdayOf(day);
  const { nth, last } = nthWeekdayOf(day);
  const draft: Frequency = { ...frequency, number: numberOf(numberText) ?? 0, endCount: numberOf(countText) };
  const refusal = frequencyRefusal(draft, day);
  const set = (next: Partial<Frequency>) => setFrequency((current) => ({ ...current, ...next }));
  // The month choices: the same day of the month, its nth weekday, and the last one when it is.
  const nthChoices = [...(nth <= 4 ? [nth] : []), ...(last ? [-1] : [])] as (1 | 2 | 3 | 4 | -1)[];
  const monthChoice = frequency.sameDayOfMonth === false && frequency.nthWeekdayOfMonth ? String(frequency.nthWeekdayOfMonth) : 'same';

  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, '&&': { pt: 1 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">{R.repeatEvery}</Typography>
          <TextField
            size="small"
            type="number"
            value={numberText}
            onChange={(event) => setNumberText(event.target.value)}
            slotProps={{ htmlInput: { min: 1, 'aria-label': R.repeatEvery, 'data-testid': 'recurrence-number' } }}
            sx={{ width: 80 }}
          />
          <TextField
            select
            size="small"
            value={frequency.period}
            onChange={(event) => set({ period: event.target.value as Frequency['period'] })}
            slotProps={{ htmlInput: { 'data-testid': 'recurrence-period' } }}
          >
            <MenuItem value="semaines">{R.periods.semaines}</MenuItem>
            <MenuItem value="mois">{R.periods.mois}</MenuItem>
          </TextField>
        </Stack>
        {frequency.period === 'semaines' ? (
          <ToggleButtonGroup
            size="small"
            value={[...new Set([startWeekday, ...frequency.days])]}
            onChange={(_event, days: number[]) => set({ days: [...new Set([startWeekday, ...days])] })}
            sx={{ flexWrap: 'wrap' }}
          >
            {WEEK_FROM_MONDAY.map((d) => (
              // The start date's day is always in the series (§2.11).
              <ToggleButton key={d} value={d} disabled={d === startWeekday} aria-label={R.weekdays[d]} sx={{ width: 40 }}>
                {R.weekdaysShort[d]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : (
          <TextField
            select
            size="small"
            value={monthChoice}
            onChange={(event) =>
              set(
                event.target.value === 'same'
                  ? { sameDayOfMonth: true, nthWeekdayOfMonth: null }
                  : { sameDayOfMonth: false, nthWeekdayOfMonth: Number(event.target.value) as 1 | 2 | 3 | 4 | -1 },
              )
            }
          >
            <MenuItem value="same">{R.sameDayOfMonth(Number(day.slice(8, 10)))}</MenuItem>
            {nthChoices.map((n) => (
              <MenuItem key={n} value={String(n)}>
                {R.nthWeekdayOfMonth(R.nth[n] ?? '', R.weekdays[startWeekday] ?? '')}
              </MenuItem>
            ))}
          </TextField>
        )}
        <div>
          <Typography variant="subtitle2">{R.end}</Typography>
          <RadioGroup value={frequency.endType} onChange={(event) => set({ endType: event.target.value as 'date' | 'count' })}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <FormControlLabel value="date" control={<Radio size="small" />} label={R.endOn} sx={{ minWidth: 80 }} />
              <TextField
                size="small"
                type="date"
                value={frequency.endDate ?? ''}
                disabled={frequency.endType !== 'date'}
                onChange={(event) => set({ endDate: event.target.value || null })}
                slotProps={{ htmlInput: { min: day, 'aria-label': R.endOn, 'data-testid': 'recurrence-end-date' } }}
              />
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <FormControlLabel value="count" control={<Radio size="small" />} label={R.endAfter} sx={{ minWidth: 80 }} />
              <TextField
                size="small"
                type="number"
                value={countText}
                disabled={frequency.endType !== 'count'}
                onChange={(event) => setCountText(event.target.value)}
                slotProps={{ htmlInput: { min: 2, 'aria-label': R.endAfter, 'data-testid': 'recurrence-count' } }}
                sx={{ width: 90 }}
              />
              <Typography variant="body2">{R.meetings}</Typography>
            </Stack>
          </RadioGroup>
        </div>
        {refusal !== null && <Alert severity="warning">{refusal}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{P.dialog.cancel}</Button>
        <Button variant="contained" disabled={refusal !== null} onClick={() => onSave(draft)} data-testid="recurrence-save">
          {P.dialog.validate}
        </Button>
      </DialogActions>
    </>
  );
}

/** §2.11 "Mettre en place une récurrence": every N weeks (on chosen days) or months, ending on a date or after N meetings. */
export function RecurrenceDialog({
  open,
  day,
  value,
  onSave,
  onClose,
}: {
  open: boolean;
  /** The booking's Paris day: its weekday is fixed in a weekly series. */
  day: string;
  value: Frequency;
  onSave: (frequency: Frequency) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth slotProps={{ paper: { sx: { maxWidth: 500 } } }} aria-labelledby="recurrence-title">
      <DialogTitle id="recurrence-title">{R.title}</DialogTitle>
      {open && <RecurrenceForm day={day} value={value} onSave={onSave} onClose={onClose} />}
    </Dialog>
  );
}
