export type ServiceName = 'welcomr' | 'papercut' | 'slack';

/**
 * A refusal or failure of an outside service, as its adapter reports it (built-in or real alike):
 * the HTTP status the service answered (503 when it could not be reached) and, for a validation
 * refusal, the field it named. service.ts turns it into the French answer of the API.
 */
export class ServiceError extends Error {
  constructor(
    readonly service: ServiceName,
    readonly status: number,
    readonly field?: string,
    message?: string,
  ) {
    super(message ?? `${service}: ${status}${field ? ` (${field})` : ''}`);
  }
}
