import { z } from 'zod';
import { UPLOAD_MIME_TYPES, UPLOAD_MODES } from './rules.ts';

export const ZUploadModeParams = z.object({ mode: z.enum(UPLOAD_MODES) });

/** An uploaded file (spec §3 Upload): `path` is where the file is served to those allowed to see it. */
export const ZUpload = z.object({
  id: z.number().int(),
  /** The stored name, unique: a random identifier and the extension of the detected type. */
  name: z.string(),
  path: z.string(),
  originalName: z.string(),
  mimeType: z.enum(UPLOAD_MIME_TYPES),
  size: z.number().int(),
});
export type Upload = z.infer<typeof ZUpload>;

/** DELETE /upload/{id}: no content. */
export const ZUploadRemoved = z.null().describe('Fichier supprimé');
