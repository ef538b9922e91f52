import { ZApiError } from '@hubgrade/domain/common/schemas';
import { describe, expect, it } from 'vitest';
import { isApiErrorBody } from './api-error.ts';

const SAMPLES: unknown[] = [
  { status: 400, message: 'Requête invalide' },
  { status: 400, message: 'Requête invalide', errors: { email: ['Adresse invalide'], 'hubgrade_user.mobile': [] } },
  { status: 409, message: 'Conflit', errors: {} },
  { status: 400.5, message: 'x' },
  { status: '400', message: 'x' },
  { status: 400 },
  { message: 'x' },
  { status: 400, message: 42 },
  { status: 400, message: 'x', errors: null },
  { status: 400, message: 'x', errors: ['a'] },
  { status: 400, message: 'x', errors: { email: 'Adresse invalide' } },
  { status: 400, message: 'x', errors: { email: [1] } },
  { error: 'Bad Request' },
  null,
  'Requête invalide',
  42,
  [],
  undefined,
];

describe('isApiErrorBody', () => {
  it('recognises the API error format and nothing else', () => {
    expect(isApiErrorBody({ status: 400, message: 'Requête invalide', errors: { email: ['Adresse invalide'] } })).toBe(true);
    expect(isApiErrorBody({ status: 404, message: 'Ressource introuvable' })).toBe(true);
    expect(isApiErrorBody({ statusCode: 400, error: 'Bad Request', message: 'body must be object' })).toBe(false);
    expect(isApiErrorBody({ status: 400, message: 'x', errors: { email: 'Adresse invalide' } })).toBe(false);
    expect(isApiErrorBody(null)).toBe(false);
    expect(isApiErrorBody('Requête invalide')).toBe(false);
  });

  it.each(SAMPLES.map((sample) => [JSON.stringify(sample), sample]))('agrees with the domain schema ZApiError on %s', (_, sample) => {
    expect(isApiErrorBody(sample)).toBe(ZApiError.safeParse(sample).success);
  });
});
