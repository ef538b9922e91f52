import { describe, expect, it } from 'vitest';
import { errorMessage } from './labels.ts';

describe('errorMessage (spec shell §2.6)', () => {
  it.each([401, 403])('tells a %i that the page is not for this visitor', (status) => {
    expect(errorMessage(status)).toBe("Désolé, nous avons bien vérifié, mais vous n'avez pas accès à cette page.");
  });

  it('tells a 500 that an internal error happened', () => {
    expect(errorMessage(500)).toBe('Désolé, une erreur interne est survenue.');
  });

  it.each([400, 404, 409, 422, 501, 502, 503, 504])('gives any other code, such as %i, the generic message', (status) => {
    expect(errorMessage(status)).toBe("Il semble y avoir une erreur : la page a été déplacée ou n'existe plus.");
  });
});
