import { UPLOAD_MIME_TYPES, type UploadMimeType } from '@hubgrade/domain/uploads/rules';
import { fileTypeFromBuffer } from 'file-type';

export const EXTENSIONS: Record<UploadMimeType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Writers may add whitespace or a little garbage after the end marker; readers look this far back. */
const PDF_TRAILER_WINDOW = 1024;

/**
 * A PDF starts with `%PDF-` and ends with `%%EOF`: a text file that merely begins with the
 * header is not taken for one.
 */
function hasPdfTrailer(data: Buffer): boolean {
  return data.subarray(Math.max(0, data.length - PDF_TRAILER_WINDOW)).includes('%%EOF', 0, 'latin1');
}

/**
 * The type of a file read from its content (magic numbers), whatever its name or the type the
 * browser announced; null for anything the uploads do not accept.
 */
export async function sniffUploadType(data: Buffer): Promise<UploadMimeType | null> {
  const found = await fileTypeFromBuffer(data);
  const mime = UPLOAD_MIME_TYPES.find((type) => type === found?.mime);
  if (!mime) return null;
  if (mime === 'application/pdf' && !hasPdfTrailer(data)) return null;
  return mime;
}
