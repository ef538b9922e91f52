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
