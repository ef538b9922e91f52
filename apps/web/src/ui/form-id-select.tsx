import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormIdSelectProps<T extends FieldValues, O extends FieldValues = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select' | 'children'
> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** The choices, by numeric id; the field holds the id, or null while none is chosen. */
  options: readonly { id: number; name: string }[];
};

/** A MUI select of numbered choices (category, site, group…) bound to react-hook-form, showing the field's validation message. */
export function FormIdSelect<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  options,
  helperText,
  ...props
}: FormIdSelectProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          select
          name={field.name}
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={field.disabled || props.disabled}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
        >
          {options.map((option) => (
            <MenuItem key={option.id} value={String(option.id)}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
