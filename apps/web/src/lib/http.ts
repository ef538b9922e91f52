import { SNACKBAR_LABELS } from '@hubgrade/domain/common/errors';
import { IDEMPOTENCY_HEADER } from '@hubgrade/domain/common/idempotency';
import { ApiError, isApiErrorBody } from './api-error.ts';
import { takeEarlyAnswer } from './early-calls.ts';
import { endSessionAfter, getToken } from './session-store.ts';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** A token to check before it opens a session; its refusal ends no session. */
  token?: string;
  /**
   * A create call (isCreateCall): it goes with a fresh Idempotency-Key and, when the network loses
   * it, goes once more with the same key, which the API answers without creating twice.
   */
  idempotent?: boolean;
}

/** 128 random bits in hex: crypto.randomUUID() exists only on HTTPS pages. */
const freshKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

function urlOf(path: string, query: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${path}${qs ? `?${qs}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  return isApiErrorBody(body) ? new ApiError(status, body.message, body.errors) : new ApiError(status, SNACKBAR_LABELS.error);
}

/**
 * Calls a path of the API (`/api/…`, filled in by `call` from an operation) with the session's Bearer token and returns its JSON answer as `T`, the domain's
 * type of the call's answer. The answer is not checked again here: the API serialises it from
 * the operation's schema and its tests check every answer against it, and zod stays out of the first pages.
 * A failure throws an ApiError; a 401 or 403 on a call made with a token ends the session (spec shell §6).
 */
export async function send<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const sessionToken = getToken();
  const token = options.token ?? sessionToken;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  // A form (a file upload) sets its own multipart type and boundary.
  const form = options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
  if (options.idempotent) headers[IDEMPOTENCY_HEADER] = freshKey();

  const url = urlOf(path, options.query);
  const early = options.method === undefined || options.method === 'GET' ? await takeEarlyAnswer(url, token) : null;
  if (early) return (await readJson(early)) as T;

  let response: Response | undefined;
  for (let attempt = options.idempotent ? 2 : 1; !response; attempt--) {
    try {
      response = await fetch(url, {
        method: options.method ?? 'GET',
        headers,
        body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      if (attempt <= 1) throw new ApiError(0, SNACKBAR_LABELS.error);
    }
  }

  const body = await readJson(response);
  if (response.ok) return body as T;
  if (sessionToken && token === sessionToken && (response.status === 401 || response.status === 403)) {
    endSessionAfter(response.status);
  }
  throw toApiError(response.status, body);
}
