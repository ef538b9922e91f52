import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { PhoneInputProps } from './phone-input.tsx';

const Input = lazy(() => import('./phone-input.tsx').then((m) => ({ default: m.PhoneInput })));

/** The phone input in its own chunk (the numbering plans of every country are large). */
export function LazyPhoneInput(props: PhoneInputProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={56} />}>
      <Input {...props} />
    </Suspense>
  );
}
