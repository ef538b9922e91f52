import { type DefaultValues, type FieldPath, type FieldValues, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { ApiError } from './api-error.ts';
import { applyFieldErrors } from './form-errors.ts';

/** A form and the way to put the API's field messages of a refused save on its fields. */
export type ApiForm<T extends FieldValues, O> = UseFormReturn<T, unknown, O> & { showErrors: (error: unknown) => void };

/** A form checked as the API checks it, each message shown once its field is left. */
export function useApiForm<T extends FieldValues, O>(
  resolver: Resolver<T, unknown, O>,
  initial: DefaultValues<T>,
  fields: readonly FieldPath<T>[],
): ApiForm<T, O> {
  const form = useForm<T, unknown, O>({ resolver, defaultValues: initial, mode: 'onTouched' });
  const showErrors = (error: unknown) => {
    if (error instanceof ApiError) applyFieldErrors(error, form.setError, fields);
  };
  return { ...form, showErrors };
}
