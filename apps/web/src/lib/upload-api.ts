import { SNACKBAR_LABELS } from '@hubgrade/domain/common/errors';
import { uploadOperations as op } from '@hubgrade/domain/uploads/operations';
import { UPLOAD_FIELD, type UploadMode } from '@hubgrade/domain/uploads/rules';
import { ApiError, isApiErrorBody } from './api-error.ts';
import { call } from './call.ts';
import { endSessionAfter, getToken } from './session-store.ts';

/** POST /upload/{mode} (members-bookings-feed §7), the file in a multipart form. */
export async function sendUpload(mode: UploadMode, file: File, signal?: AbortSignal) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  const upload = await call(op.upload, { params: { mode }, form, signal });
  if (upload === undefined) throw new ApiError(500, SNACKBAR_LABELS.error);
  return upload;
}

/** DELETE /upload/{id} */
export async function removeUpload(id: number): Promise<void> {
  await call(op.remove, { params: { id } });
}

/**
 * The file's bytes, for a preview or to open it, at the `path` its upload gives: reading it needs
 * the session's token, which an <img src> could not send.
 */
export async function fetchUploadBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = getToken();
  const headers = new Headers();
  if (token) headers.set('authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(path, { headers, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, SNACKBAR_LABELS.error);
  }
  if (response.ok) return response.blob();
  if (token && (response.status === 401 || response.status === 403)) endSessionAfter(response.status);
  const body = await response.json().catch(() => undefined);
  throw new ApiError(response.status, isApiErrorBody(body) ? body.message : SNACKBAR_LABELS.error);
}
