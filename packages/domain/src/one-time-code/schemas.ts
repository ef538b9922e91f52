import { z } from 'zod';
import { ONE_TIME_CODE_LABELS as L } from './labels.ts';
import { isCodeShape } from './rules.ts';

/** A one-time code as typed: its 6 digits. */
export const ZOneTimeCode = z.string({ error: L.shape }).trim().refine(isCodeShape, L.shape);

/** Where a one-time code was sent (the address masked). */
export const ZCodeSent = z.object({ sentTo: z.string() });
export type CodeSent = z.infer<typeof ZCodeSent>;
