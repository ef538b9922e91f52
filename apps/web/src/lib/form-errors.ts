import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { ApiError } from './api-error.ts';

/**
 * Puts the API's field messages (dotted paths, possibly under a wrapper such as
 * `hubgrade_registration.`) on the form's fields; returns whether any field was matched.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  wrapper?: string,
): boolean {
  let matched = false;
  for (const [path, messages] of Object.entries(error.errors)) {
    const name = wrapper && path.startsWith(`${wrapper}.`) ? path.slice(wrapper.length + 1) : path;
    const field = fields.find((f) => f === name);
    if (field && messages[0]) {
      setError(field, { type: 'server', message: messages[0] });
      matched = true;
    }
  }
  return matched;
}
