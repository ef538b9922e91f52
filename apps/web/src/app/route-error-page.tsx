import Container from '@mui/material/Container';
import { useRouteError } from 'react-router';
import { ErrorView } from '../ui/error-view.tsx';
import { errorStatus } from './screen-error.tsx';

/** An error outside any layout (a layout that failed to load, say): the error page on its own. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Container maxWidth="md">
      <ErrorView status={errorStatus(error)} />
    </Container>
  );
}
