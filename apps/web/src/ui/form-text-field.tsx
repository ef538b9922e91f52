import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormTextFieldProps<T extends FieldValues, O extends FieldValues = T> {
  /** `O` is what the form's schema turns the values into; the field works on the raw values `T`. */
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  /** The label stays above the field, so that the placeholder (a default value) shows while it is empty. */
  shrinkLabel?: boolean;
  multiline?: boolean;
  minRows?: number;
  size?: 'small' | 'medium';
  /** As every text field of the theme (MuiTextField's default): the whole width of its place. */
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  slotProps?: {
    input?: Pick<OutlinedInputProps, 'startAdornment' | 'endAdornment'>;
    htmlInput?: InputBaseComponentProps;
  };
  /** Other fields checked again each time this one changes (a rule that ties them to it). */
  deps?: FieldPath<T>[];
}

/**
 * An outlined text field bound to react-hook-form, showing the field's validation message. It is
 * put together from MUI's parts rather than TextField, whose select mode brings menus and popovers
 * into every form, the sign-in page's included (choices: FormSelectField).
 */
export function FormTextField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
  size,
  fullWidth = true,
  sx,
  slotProps,
  shrinkLabel,
  deps,
  ...input
}: FormTextFieldProps<T, O>) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <Controller
      control={control}
      name={name}
      rules={deps ? { deps } : undefined}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? helperText;
        return (
          <FormControl
            variant="outlined"
            required={required}
            disabled={field.disabled || disabled}
            error={fieldState.error !== undefined}
            size={size}
            fullWidth={fullWidth}
            sx={sx}
          >
            <InputLabel htmlFor={id} shrink={shrinkLabel || undefined}>
              {label}
            </InputLabel>
            <OutlinedInput
              {...input}
              notched={shrinkLabel || undefined}
              {...slotProps?.input}
              id={id}
              label={label}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              inputProps={slotProps?.htmlInput}
              aria-describedby={message ? helperId : undefined}
            />
            {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
