import { parseEuros } from '@hubgrade/domain/format/money';
import { TERRACE_LABELS as L } from '@hubgrade/domain/terrace/labels';
import type { Terrace } from '@hubgrade/domain/terrace/schemas';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { formatCents } from '../../../lib/format.ts';
import { centsToEurosText } from '../../../ui/form-money-field.tsx';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { usePatchTerrace } from '../api/terrace.ts';

type Field = 'maxGuests' | 'maxDuration' | 'capacity' | 'priceHour';
const COUNTS = ['maxGuests', 'maxDuration', 'capacity'] as const;
const FIELDS: Field[] = [...COUNTS, 'priceHour'];

/** The settings of §3 (maxGuests, maxDuration in minutes) and the capacity: a form for administrators, facts for the others. */
export function SettingsCard({ terrace, editable }: { terrace: Terrace; editable: boolean }) {
  const patch = usePatchTerrace();
  const { run, dialog } = useMutationFeedback();
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    maxGuests: String(terrace.maxGuests),
    maxDuration: String(terrace.maxDuration),
    capacity: String(terrace.capacity),
    priceHour: centsToEurosText(terrace.priceHour),
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  if (!editable) {
    return (
      <SheetCard title={L.settings.title}>
        <FactList
          items={[
            ...COUNTS.map((f): [string, ReactNode] => [L.settings[f], terrace[f]]),
            [L.settings.priceHour, terrace.priceHour === 0 ? L.settings.free : formatCents(terrace.priceHour)],
          ]}
        />
      </SheetCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const priceHour = parseEuros(values.priceHour);
    const local: Partial<Record<Field, string>> = Object.fromEntries(
      COUNTS.filter((f) => !/^\d+$/.test(values[f].trim())).map((f) => [f, L.notANumber]),
    );
    if (priceHour === null) local.priceHour = L.notANumber;
    setErrors(local);
    if (Object.keys(local).length > 0 || priceHour === null) return;
    const body = { ...Object.fromEntries(COUNTS.map((f) => [f, Number(values[f])])), priceHour };
    void run(
      patch,
      { id: terrace.id, body },
      {
        success: L.settings.saved,
        onError: (error) => {
          if (error instanceof ApiError) setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0]])));
        },
      },
    );
  };

  return (
    <SheetCard title={L.settings.title}>
      <form onSubmit={submit} noValidate>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          {FIELDS.map((f) => (
            <TextField
              key={f}
              label={L.settings[f]}
              type={f === 'priceHour' ? 'text' : 'number'}
              required
              value={values[f]}
              onChange={(e) => setValues({ ...values, [f]: e.target.value })}
              error={Boolean(errors[f])}
              helperText={errors[f]}
              slotProps={{ htmlInput: f === 'priceHour' ? { inputMode: 'decimal' } : { min: 0 } }}
              sx={{ flex: 1 }}
            />
          ))}
          <Button
            type="submit"
            variant="contained"
            disabled={patch.isPending}
            sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            {L.settings.save}
          </Button>
        </Stack>
      </form>
      {dialog}
    </SheetCard>
  );
}
