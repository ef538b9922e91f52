import { ServiceError, type ServiceName } from './service-error.ts';

/** An outside service that does not answer within this delay is reported unavailable. */
const TIMEOUT_MS = 5_000;

export interface ServiceAnswer {
  status: number;
  body: unknown;
}

/**
 * One JSON call to an outside service. Any HTTP answer is returned (the adapter reads the
 * statuses its service uses); only an unreachable or silent service throws, as a 503.
 */
export async function callService(
  service: ServiceName,
  url: string,
  init: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; headers: Record<string, string>; body?: unknown },
): Promise<ServiceAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ServiceError(service, 503, undefined, `${service} injoignable : ${(error as Error).message}`);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (an HTML error page of a proxy, say): kept as text for the error check.
  }
  return { status: response.status, body };
}

/** The service answered with something else than success: its status, and the field it names if any. */
export function serviceFailure(service: ServiceName, answer: ServiceAnswer, fields: readonly string[] = []): ServiceError {
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? '');
  const field = fields.find((f) => text.includes(f));
  // A 5xx of the service, or an answer outside HTTP's error range, is the service being down for us.
  const status = answer.status >= 400 && answer.status < 500 ? answer.status : 503;
  return new ServiceError(service, status, field, `${service} a répondu ${answer.status} : ${text.slice(0, 200)}`);
}
