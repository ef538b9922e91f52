import { COMMISSION_LABELS as L } from '@hubgrade/domain/statements/labels';
import { parsePercent } from '@hubgrade/domain/statements/rules';
import TextField from '@mui/material/TextField';

/** A rate per ten thousand as the field shows it: 1250 → "12,5". */
export const percentText = (rate: number | null): string => (rate === null ? '' : String(rate / 100).replace('.', ','));

/** What the field holds: a rate, empty (when allowed), or a typing error. */
export function readPercent(text: string, allowEmpty: boolean): { rate: number | null; valid: boolean } {
  if (text.trim() === '') return { rate: null, valid: allowEmpty };
  const rate = parsePercent(text);
  return { rate, valid: rate !== null };
}

/** The percentage typed in French, its refusal under it (the browser's or the server's). */
export function RateField({
  value,
  onChange,
  refusal,
  autoFocus,
}: {
  value: string;
  onChange: (text: string) => void;
  refusal: string | null;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={L.rate}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={refusal !== null}
      helperText={refusal ?? ' '}
      autoFocus={autoFocus}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 8 } }}
      sx={{ width: { xs: '100%', sm: 240 } }}
    />
  );
}
