import Skeleton from '@mui/material/Skeleton';
import { Suspense } from 'react';
import { lazyChunk } from '../../lib/chunk-reload.ts';
import type { PhoneInputProps } from './phone-input.tsx';

const Input = lazyChunk(
  () => import('./phone-input.tsx'),
  (m) => m.PhoneInput,
);

/** The phone input in its own chunk (the numbering plans of every country are large). */
export function LazyPhoneInput(props: PhoneInputProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={56} />}>
      <Input {...props} />
    </Suspense>
  );
}
