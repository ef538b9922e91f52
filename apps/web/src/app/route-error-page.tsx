import Container from '@mui/material/Container';
import type { FallbackProps } from 'react-error-boundary';
import { ErrorView } from '../ui/error-view.tsx';
import { errorStatus } from './screen-error.tsx';

/** An error outside any layout (a layout that failed to load, say): the error page on its own. */
export function RouteErrorPage({ error }: FallbackProps) {
  return (
    <Container maxWidth="md">
      <ErrorView status={errorStatus(error)} />
    </Container>
  );
}
