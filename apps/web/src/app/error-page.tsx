import { useSearchParams } from 'react-router';
import { ErrorView } from '../ui/error-view.tsx';

/** Unknown routes, and /error?statusCode=… (spec shell §2.1). */
export function ErrorPage() {
  const [params] = useSearchParams();
  const code = Number(params.get('statusCode'));
  return <ErrorView status={Number.isInteger(code) && code >= 400 && code <= 599 ? code : 404} />;
}
