import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../lib/api-error.ts';
import { ErrorView } from '../ui/error-view.tsx';

/** Spec shell §8: an error's status comes from the error itself, 500 when it carries none. */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiError && error.status >= 400) return error.status;
  return 500;
}

/** A screen that failed: the error page of spec shell §2.6, inside the layout so that the menu stays. */
export function ScreenError() {
  return <ErrorView status={errorStatus(useRouteError())} />;
}
