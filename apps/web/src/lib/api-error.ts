import type { ApiErrorBody } from '@hubgrade/domain/common/schemas';

/** A failed call in the API's one error format `{status, message, errors}`; status 0 when unreachable. */
export class ApiError extends Error {
  readonly status: number;
  /** Field messages keyed by dotted path, as the API reports them. */
  readonly errors: Record<string, string[]>;

  constructor(status: number, message: string, errors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'));
}

/**
 * Whether a failed call's body is the API's error format (ZApiError of packages/domain), checked
 * by hand so that the error path of every call does not bring zod into the first pages.
 */
export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { status, message, errors } = body as Record<string, unknown>;
  return Number.isInteger(status) && typeof message === 'string' && (errors === undefined || isFieldErrors(errors));
}
