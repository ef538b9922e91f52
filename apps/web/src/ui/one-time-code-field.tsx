import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** A recovery code takes letters; the app's code only digits (the phone's number pad). */
  recovery?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
}

/** The field of a one-time code: the browser and the phone may fill it from an SMS or a password manager. */
export function OneTimeCodeField({ label, value, onChange, error, recovery = false, autoFocus = true, disabled }: Props) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(error)} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={recovery ? 'recovery-code' : 'one-time-code'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoFocus={autoFocus}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        aria-describedby={error ? helperId : undefined}
        inputProps={{
          inputMode: recovery ? 'text' : 'numeric',
          maxLength: recovery ? 20 : 7,
          spellCheck: false,
          autoCapitalize: recovery ? 'characters' : 'off',
          style: { letterSpacing: '0.2em', fontVariantNumeric: 'tabular-nums' },
        }}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
