import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Checks a confirmation field again when the value it must match changes, once the person has
 * been through it: an untouched confirmation is not flagged before they reach it.
 */
export function useConfirmationCheck<T extends FieldValues, O extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, O>, 'watch' | 'trigger' | 'getFieldState'>,
  source: FieldPath<T>,
  confirmation: FieldPath<T>,
): void {
  const { watch, trigger, getFieldState } = form;
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name === source && getFieldState(confirmation).isTouched) void trigger(confirmation);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState, source, confirmation]);
}
