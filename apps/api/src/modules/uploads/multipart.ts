import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { UPLOAD_LABELS } from '@hubgrade/domain/uploads/labels';
import { UPLOAD_FIELD, UPLOAD_RULES, type UploadMode } from '@hubgrade/domain/uploads/rules';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error.ts';

export interface ReceivedFile {
  data: Buffer;
  filename: string;
}

/** One file, and room for a few form fields around it; anything beyond is refused. */
const LIMITS = { files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 };

function refusal(error: unknown, mode: UploadMode): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return badRequest(UPLOAD_LABELS.tooLarge[mode]);
    case 'FST_FILES_LIMIT':
      return badRequest(UPLOAD_LABELS.oneFilePerRequest);
    default:
      // Malformed multipart (cut short, bad boundary, too many fields): the client's fault.
      return badRequest(ERROR_LABELS.badRequest);
  }
}

/**
 * The one file of a multipart request, read into memory within the mode's size limit: nothing
 * touches the storage before its size and type are known, so a refusal leaves nothing behind.
 * The whole request is read, so that a second file is refused rather than silently dropped.
 */
export async function receiveFile(request: FastifyRequest, mode: UploadMode): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new HttpError(415, UPLOAD_LABELS.notMultipart);
  const maxBytes = UPLOAD_RULES[mode].maxBytes;
  let received: ReceivedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { ...LIMITS, fileSize: maxBytes } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD) throw badRequest(UPLOAD_LABELS.missingFile);
      received = { data: await part.toBuffer(), filename: part.filename };
    }
  } catch (error) {
    throw refusal(error, mode);
  }
  if (!received) throw badRequest(UPLOAD_LABELS.missingFile);
  if (received.data.length === 0) throw badRequest(UPLOAD_LABELS.emptyFile);
  if (received.data.length > maxBytes) throw badRequest(UPLOAD_LABELS.tooLarge[mode]);
  return received;
}
