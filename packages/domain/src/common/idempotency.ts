import type { OperationSpec } from './operation.ts';

/**
 * The header of a create call (POST answering 201) that makes its retry safe: the API answers a
 * second call with the same key, from the same caller, with the first call's answer instead of
 * creating the record again. Free of zod: the web's HTTP client reads it.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long the API keeps a key's answer. */
export const IDEMPOTENCY_HOURS = 24;

export const IDEMPOTENCY_LABELS = {
  invalidKey: 'L’en-tête Idempotency-Key doit compter de 1 à 255 caractères imprimables, sans espace',
  otherRequest: 'Cette clé Idempotency-Key a déjà servi pour une autre requête : envoyez une nouvelle clé',
  inProgress: 'Une requête avec cette clé Idempotency-Key est encore en cours : réessayez dans un instant',
} as const;

/**
 * A create call: a POST answering 201, which a lost reply would make a client repeat. The key
 * applies to a JSON body: a file upload, which the route reads itself, is not kept.
 */
export function isCreateCall(operation: Pick<OperationSpec, 'method' | 'status'>): boolean {
  return operation.method === 'POST' && operation.status === 201;
}
