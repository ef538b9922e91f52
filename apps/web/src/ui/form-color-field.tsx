import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { FormTextField } from './form-text-field.tsx';

/**
 * A colour as "#RRGGBB" (a room's, a space's in the calendars): the code typed, or picked with the
 * browser's colour chooser on the swatch before it.
 */
export function FormColorField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  label,
  required,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
}) {
  const { field } = useController({ control, name });
  const value = typeof field.value === 'string' && /^#[0-9A-Fa-f]{6}$/.test(field.value) ? field.value : '#000000';
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      required={required}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={label}
                value={value}
                onChange={(event) => field.onChange(event.target.value.toUpperCase())}
                sx={{ width: 28, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: 7, autoComplete: 'off', spellCheck: false },
      }}
    />
  );
}

/** A round swatch of a colour beside a name (a room, a coworking space). */
export function ColorDot({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: '50%',
        bgcolor: color,
        flexShrink: 0,
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}
