import Container from '@mui/material/Container';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../lib/api-error.ts';
import { ErrorView } from '../ui/error-view.tsx';

/** Spec shell §8: an error's status comes from the error itself, 500 when it carries none. */
function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiError && error.status >= 400) return error.status;
  return 500;
}

export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Container maxWidth="md">
      <ErrorView status={statusOf(error)} />
    </Container>
  );
}
