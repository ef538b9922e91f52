import { TOKEN_LIFETIME_SECONDS } from '@hubgrade/domain/auth/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signToken, tokenKeys, verifyToken } from './tokens.ts';

describe('verifyToken', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps accepting a verified token until its expiry, and under its own keys only', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const keys = tokenKeys('un-secret-de-plus-de-trente-deux-caracteres');
    const token = await signToken(keys, { id: 7, email: 'jeanne@exemple.fr', sessionVersion: 3 });
    expect(await verifyToken(keys, token)).toEqual({ userId: 7, sessionVersion: 3 });
    expect(await verifyToken(keys, token)).toEqual({ userId: 7, sessionVersion: 3 });
    expect(await verifyToken(tokenKeys('un-autre-secret-de-plus-de-trente-deux-caracteres'), token)).toBeNull();

    vi.setSystemTime(Date.now() + TOKEN_LIFETIME_SECONDS * 1000);
    expect(await verifyToken(keys, token)).toBeNull();
    expect(await verifyToken(keys, token)).toBeNull();
  });
});
