import { PHONE_LABELS } from '@hubgrade/domain/phone/labels';
import {
  compactPhone,
  DEFAULT_PHONE_COUNTRY,
  nextPhoneInput,
  type PhoneCountry,
  phoneCountries,
  phoneInputForCountry,
  phoneValue,
} from '@hubgrade/domain/phone/rules';
import type { PhoneNumber } from '@hubgrade/domain/phone/schemas';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';

export interface PhoneInputProps {
  /** The number as last reported, or as stored (countryCode and phoneNumber are enough to prefill). */
  value: Pick<PhoneNumber, 'countryCode' | 'phoneNumber'> | null;
  onChange: (value: PhoneNumber) => void;
  label?: string;
  /** An empty field is an error once left (spec: the mobile is needed for digital signature). */
  required?: boolean;
  disabled?: boolean;
  name?: string;
}

/** The flag of a country, from its two letters (regional indicator symbols). */
function flag(code: string): string {
  return String.fromCodePoint(...Array.from(code, (c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

const countryLabel = (country: PhoneCountry) => `${country.name} (+${country.callingCode})`;

/** Text as it is shown: what was stored, cleared for France when France's rule refuses it. */
function initialText(value: PhoneInputProps['value']): string {
  return phoneInputForCountry(value?.phoneNumber ?? '', value?.countryCode ?? DEFAULT_PHONE_COUNTRY);
}

/**
 * The phone input of members-bookings-feed §2.23: a country (France first and preselected) and a
 * mobile number checked with libphonenumber-js, with the French rules of §5: only 06, 07, 6, 7 or
 * a plus prefix may start a number, other starts are refused as they are typed, and switching to
 * France clears a number that breaks the rule. Every change reports the §3 value, isValid
 * included, so that a form can refuse an invalid number.
 */
export function PhoneInput({ value, onChange, label = PHONE_LABELS.number, required = true, disabled = false, name }: PhoneInputProps) {
  const countries = useMemo(() => phoneCountries(), []);
  const [country, setCountry] = useState(value?.countryCode ?? DEFAULT_PHONE_COUNTRY);
  const [text, setText] = useState(() => initialText(value));
  const [left, setLeft] = useState(false);

  // A value changed from outside (a form reset) replaces what is shown.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value && (compactPhone(text) !== value.phoneNumber || value.countryCode !== country)) {
      setCountry(value.countryCode);
      setText(initialText(value));
    } else if (!value) {
      setText('');
    }
  }

  const current = phoneValue(text, country);
  const showError = !current.isValid && (text !== '' ? left || compactPhone(text).length >= 10 : required && left);

  function report(nextText: string, nextCountry: string) {
    const reported = phoneValue(nextText, nextCountry);
    // A number typed with its international prefix takes its country.
    const shownCountry = nextText.trim().startsWith('+') ? reported.countryCode : nextCountry;
    setText(nextText);
    setCountry(shownCountry);
    setSeen(reported);
    onChange(reported);
  }

  const selected = countries.find((c) => c.code === country) ?? countries[0];

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, 2fr) 3fr' }, gap: 1.5, alignItems: 'start' }}>
      <Autocomplete
        options={countries}
        value={selected}
        disableClearable
        disabled={disabled}
        autoHighlight
        getOptionLabel={countryLabel}
        isOptionEqualToValue={(option, v) => option.code === v.code}
        filterOptions={(options, { inputValue }) => {
          const query = inputValue.trim().toLocaleLowerCase('fr').replace(/^\+/, '');
          if (!query) return options;
          return options.filter(
            (o) => o.name.toLocaleLowerCase('fr').includes(query) || o.code.toLowerCase() === query || o.callingCode.startsWith(query),
          );
        }}
        onChange={(_, next) => report(phoneInputForCountry(text, next.code), next.code)}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
            <span aria-hidden>{flag(option.code)}</span>
            {countryLabel(option)}
          </Box>
        )}
        renderInput={(params) => <TextField {...params} label={PHONE_LABELS.country} />}
      />
      <TextField
        label={label}
        name={name}
        value={text}
        type="tel"
        autoComplete="tel"
        disabled={disabled}
        required={required}
        onChange={(event) => report(nextPhoneInput(text, event.target.value, country), country)}
        onBlur={() => setLeft(true)}
        error={showError}
        helperText={showError ? PHONE_LABELS.mobileRequired : country === 'FR' && !text ? PHONE_LABELS.example : ' '}
        slotProps={{ htmlInput: { inputMode: 'tel', 'aria-invalid': showError } }}
      />
    </Box>
  );
}
