import { AUTH_FORM_LABELS as F } from '@hubgrade/domain/auth/labels';
import { ACCOUNT_TYPES } from '@hubgrade/domain/auth/roles';
import type { Registration } from '@hubgrade/domain/auth/schemas';
import { LEGAL_LABELS } from '@hubgrade/domain/legal/labels';
import { LEGAL_PAGE_KINDS } from '@hubgrade/domain/legal/rules';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type Control, Controller } from 'react-hook-form';
import type { RegistrationForm } from './registration-form.ts';

type Props = { control: Control<RegistrationForm, unknown, Registration> };

/** Account type 1 offers offices, 2 looks for offices (members-bookings-feed §1). */
export function AccountTypeField({ control, labels }: Props & { labels: Record<1 | 2, string> }) {
  return (
    <Controller
      control={control}
      name="accountType"
      render={({ field, fieldState }) => (
        <FormControl error={fieldState.error !== undefined} sx={{ gridColumn: '1 / -1' }}>
          <FormLabel id="account-type-label">{F.accountType}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="account-type-label"
            name={field.name}
            value={field.value === null ? '' : String(field.value)}
            onChange={(event) => field.onChange(Number(event.target.value))}
            onBlur={field.onBlur}
          >
            {ACCOUNT_TYPES.map((type) => (
              <FormControlLabel key={type} value={String(type)} control={<Radio />} label={labels[type]} />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

export function TermsField({ control, name, label }: Props & { name: 'cgu' | 'cguBrand'; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={fieldState.error !== undefined} sx={{ gridColumn: '1 / -1' }}>
          <FormControlLabel
            label={label}
            control={
              <Checkbox
                name={field.name}
                checked={field.value}
                onChange={(event) => {
                  field.onChange(event.target.checked);
                  // A box is done with once clicked: its message shows at once, as a text field's does on leaving it.
                  field.onBlur();
                }}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
          />
          {fieldState.error && <FormHelperText sx={{ mt: -0.5 }}>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

/** The legal pages of the host's brand, each in a new tab so that the form keeps what was typed. */
export function LegalPagesLine() {
  return (
    <Box component="p" sx={{ m: 0, gridColumn: '1 / -1', typography: 'body2', color: 'text.secondary' }}>
      {LEGAL_LABELS.readBeforeRegistering}{' '}
      {LEGAL_PAGE_KINDS.map((kind, index) => (
        <span key={kind}>
          {index > 0 && ' · '}
          <Link href={`/${kind}`} target="_blank" rel="noopener">
            {LEGAL_LABELS.titles[kind]}
          </Link>
        </span>
      ))}{' '}
      {LEGAL_LABELS.newTab}
    </Box>
  );
}
