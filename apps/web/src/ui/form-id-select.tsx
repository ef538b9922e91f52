import MenuItem from '@mui/material/MenuItem';
import type { FieldValues } from 'react-hook-form';
import { FormSelectField, type FormSelectFieldProps } from './form-select-field.tsx';

export type FormIdSelectProps<T extends FieldValues, O extends FieldValues = T> = Omit<
  FormSelectFieldProps<T, O>,
  'format' | 'parse' | 'children'
> & {
  /** The choices, by numeric id; the field holds the id, or null while none is chosen. */
  options: readonly { id: number; name: string }[];
};

/** A select of numbered choices (category, site, group…) bound to react-hook-form. */
export function FormIdSelect<T extends FieldValues, O extends FieldValues = T>({ options, ...props }: FormIdSelectProps<T, O>) {
  return (
    <FormSelectField {...props} parse={(value) => (value === '' ? null : Number(value))}>
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </FormSelectField>
  );
}
