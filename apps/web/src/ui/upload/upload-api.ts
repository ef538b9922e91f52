import { SNACKBAR_LABELS } from '@hubgrade/domain/common/errors';
import { UPLOAD_FIELD, type UploadMode } from '@hubgrade/domain/uploads/rules';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import { ApiError, isApiErrorBody } from '../../lib/api-error.ts';
import { endSessionAfter, getToken } from '../../lib/session-store.ts';

/**
 * The upload calls of members-bookings-feed §7 (POST multipart, DELETE /upload/{id}) and the
 * reading of a file, which needs the session's token: an <img src> could not send it.
 */
async function call(url: string, init: RequestInit): Promise<Response> {
  const token = getToken();
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, SNACKBAR_LABELS.error);
  }
  if (response.ok) return response;
  if (token && (response.status === 401 || response.status === 403)) endSessionAfter(response.status);
  const body = await response.json().catch(() => undefined);
  throw new ApiError(response.status, isApiErrorBody(body) ? body.message : SNACKBAR_LABELS.error);
}

export async function sendUpload(mode: UploadMode, file: File, signal?: AbortSignal): Promise<Upload> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  const response = await call(`/api/upload/${mode}`, { method: 'POST', body: form, signal });
  // The API validates its answer against the domain's ZUpload before sending it (see lib/http.ts).
  const upload: unknown = await response.json().catch(() => undefined);
  if (upload === undefined) throw new ApiError(500, SNACKBAR_LABELS.error);
  return upload as Upload;
}

export async function removeUpload(id: number): Promise<void> {
  await call(`/api/upload/${id}`, { method: 'DELETE' });
}

/** The file's bytes, for a preview or to open it. */
export async function fetchUploadBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await call(path, { signal });
  return response.blob();
}
