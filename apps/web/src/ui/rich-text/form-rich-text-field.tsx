import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { LazyRichTextEditor } from './lazy-rich-text-editor.tsx';

interface FormRichTextFieldProps<T extends FieldValues, O extends FieldValues = T> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
}

/** A rich-text field bound to react-hook-form, showing the field's validation message (as FormTextField does). */
export function FormRichTextField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  label,
  required,
  helperText,
}: FormRichTextFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <LazyRichTextEditor
          label={label}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          required={required}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
