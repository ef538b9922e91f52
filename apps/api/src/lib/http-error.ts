import { ERROR_LABELS } from '@hubgrade/domain/common/errors';

/** An expected refusal: becomes `{ status, message, errors? }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) => new HttpError(400, message, errors);
export const unauthenticated = (message: string = ERROR_LABELS.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = ERROR_LABELS.forbidden) => new HttpError(403, message);
export const notFound = (message: string = ERROR_LABELS.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
