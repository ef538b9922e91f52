import { SNACKBAR_LABELS } from '@hubgrade/domain/common/errors';
import { ApiError, isApiErrorBody } from './api-error.ts';
import { endSessionAfter, getToken } from './session-store.ts';

/** How far a download is: bytes received, and lines (a CSV's records) among them. */
export interface DownloadProgress {
  bytes: number;
  lines: number;
}

export interface DownloadedFile {
  name: string;
  blob: Blob;
  /** What the API announced in `X-Export-Rows`, when it did. */
  rows: number | null;
}

const LINE_FEED = 10;

/** The name the server gives the file (Content-Disposition), the exact UTF-8 one first. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

function countLines(chunk: Uint8Array): number {
  let lines = 0;
  for (const byte of chunk) if (byte === LINE_FEED) lines++;
  return lines;
}

/**
 * Reads a file the API streams (a path built from an operation), with the session's token, and
 * reports its progress chunk by chunk. A refusal throws an ApiError with the API's message; a 401
 * or 403 ends the session as every other call does.
 */
export async function fetchFile(
  path: string,
  options: { signal?: AbortSignal; fallbackName: string; onProgress?: (progress: DownloadProgress) => void },
): Promise<DownloadedFile> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, SNACKBAR_LABELS.error);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    if (token && (response.status === 401 || response.status === 403)) endSessionAfter(response.status);
    throw isApiErrorBody(body)
      ? new ApiError(response.status, body.message, body.errors)
      : new ApiError(response.status, SNACKBAR_LABELS.error);
  }
  const chunks: Uint8Array[] = [];
  const progress: DownloadProgress = { bytes: 0, lines: 0 };
  const reader = response.body?.getReader();
  try {
    for (;;) {
      const next = await reader?.read();
      if (!next || next.done) break;
      chunks.push(next.value);
      progress.bytes += next.value.byteLength;
      progress.lines += countLines(next.value);
      options.onProgress?.({ ...progress });
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, SNACKBAR_LABELS.error);
  }
  const rows = response.headers.get('x-export-rows');
  return {
    name: fileNameOf(response.headers.get('content-disposition'), options.fallbackName),
    blob: new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' }),
    rows: rows === null ? null : Number(rows),
  };
}

/** A query string of the values that are set. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
