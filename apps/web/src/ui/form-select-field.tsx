import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormSelectFieldProps<T extends FieldValues, O extends FieldValues = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select'
> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** The menu's value of the field's value; by default the value itself, '' for none. */
  format?: (value: unknown) => string;
  /** The field's value of the chosen menu value; by default the menu value itself. */
  parse?: (value: string) => unknown;
};

/** A MUI select bound to react-hook-form, its choices given as MenuItem children, showing the field's validation message. */
export function FormSelectField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  format = (value) => (value === null || value === undefined ? '' : String(value)),
  parse = (value) => value,
  helperText,
  ...props
}: FormSelectFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          select
          name={field.name}
          value={format(field.value)}
          onChange={(event) => field.onChange(parse(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={field.disabled || props.disabled}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
