import type { FallbackProps } from 'react-error-boundary';
import { ApiError } from '../lib/api-error.ts';
import { ErrorView } from '../ui/error-view.tsx';

/** Spec shell §8: an error's status comes from the error itself, 500 when it carries none. */
export function errorStatus(error: unknown): number {
  if (error instanceof ApiError && error.status >= 400) return error.status;
  return 500;
}

/** A screen that failed: the error page of spec shell §2.6, inside the layout so that the menu stays. */
export function ScreenError({ error }: FallbackProps) {
  return <ErrorView status={errorStatus(error)} />;
}
