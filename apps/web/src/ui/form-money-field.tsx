import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';

/**
 * An amount typed in euros ("1 250,50" or "1250.5"), held as the text typed so that a half-typed
 * amount stays on screen; the form's resolver turns it into integer cents, the unit amounts
 * travel in, with the domain's `parseEuros`.
 */
export function FormMoneyField<T extends FieldValues, O extends FieldValues = T>(
  props: Omit<FormTextFieldProps<T, O>, 'type' | 'slotProps'>,
) {
  return (
    <FormTextField
      {...props}
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
      }}
    />
  );
}

/** Integer cents as the money field shows them: "1250,5" → "1250,50", whole euros without decimals. */
export function centsToEurosText(cents: number | null): string {
  if (cents === null) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
}
