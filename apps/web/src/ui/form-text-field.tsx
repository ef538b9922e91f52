import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, O extends FieldValues = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  /** `O` is what the form's schema turns the values into; the field works on the raw values `T`. */
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
};

/** A MUI text field bound to react-hook-form, showing the field's validation message. */
export function FormTextField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
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
