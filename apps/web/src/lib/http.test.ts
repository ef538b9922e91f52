import { SNACKBAR_LABELS } from '@hubgrade/domain/common/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { send } from './http.ts';
import { storeToken } from './session-store.ts';

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('returns the JSON answer as the API sent it, typed by the caller and not parsed again', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { id: 3, name: 'Cocoon', extra: true }));
    const brand = await send<{ id: number; name: string }>('/api/back/brand5.localhost/brand', { query: { page: 2, search: undefined } });
    expect(brand).toEqual({ id: 3, name: 'Cocoon', extra: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/back/brand5.localhost/brand?page=2', expect.objectContaining({ method: 'GET' }));
  });

  it('reads an empty answer as undefined', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(await send('/api/notifs/1', { method: 'DELETE' })).toBeUndefined();
  });

  it('throws the message and field errors of an API error body', async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { status: 400, message: 'Requête invalide', errors: { email: ['Adresse invalide'] } }));
    const error = await failure(send('/api/users', { method: 'POST', body: {} }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Requête invalide');
    expect(error.errors).toEqual({ email: ['Adresse invalide'] });
  });

  it.each([
    ['another format', { statusCode: 400, error: 'Bad Request' }],
    ['field errors that are not lists of texts', { status: 400, message: 'Requête invalide', errors: { email: 'Adresse invalide' } }],
    ['a body that is not JSON', '<html>Bad gateway</html>'],
    ['no body', undefined],
  ])('throws "Une erreur s\'est produite" for an error body in %s', async (_, body) => {
    fetchMock.mockResolvedValueOnce(answer(502, body));
    const error = await failure(send('/api/users'));
    expect(error.status).toBe(502);
    expect(error.message).toBe(SNACKBAR_LABELS.error);
    expect(error.message).toBe("Une erreur s'est produite");
    expect(error.errors).toEqual({});
  });

  it('reports an unreachable API as status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(send('/api/users'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(SNACKBAR_LABELS.error);
  });
});

describe('api and the calls index.html sent early', () => {
  const early = (answers: Record<string, Response | null>, token = 'token-a') => {
    window.__earlyCalls = {
      token,
      call: () => Promise.resolve(null),
      answers: Object.fromEntries(Object.entries(answers).map(([url, response]) => [url, Promise.resolve(response)])),
    };
  };
  beforeEach(() => storeToken('token-a'));
  afterEach(() => {
    delete window.__earlyCalls;
  });

  it('uses the early answer of the same GET with the same token, once, then asks the API itself', async () => {
    early({ '/api/users?page=1': answer(200, { items: [1] }) });
    fetchMock.mockImplementation(async () => answer(200, { items: [2] }));
    expect(await send('/api/users', { query: { page: 1 } })).toEqual({ items: [1] });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await send('/api/users', { query: { page: 1 } })).toEqual({ items: [2] });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('asks the API when the early answer is for another URL or token, failed, or could not be sent', async () => {
    fetchMock.mockImplementation(async () => answer(200, { items: [2] }));
    early({ '/api/users?page=2': answer(200, { items: [1] }) });
    expect(await send('/api/users', { query: { page: 1 } })).toEqual({ items: [2] });
    early({ '/api/users?page=1': answer(200, { items: [1] }) }, 'token-b');
    expect(await send('/api/users', { query: { page: 1 } })).toEqual({ items: [2] });
    early({ '/api/users?page=1': answer(401, { status: 401, message: 'Session expirée' }) });
    expect(await send('/api/users', { query: { page: 1 } })).toEqual({ items: [2] });
    early({ '/api/users?page=1': null });
    expect(await send('/api/users', { query: { page: 1 } })).toEqual({ items: [2] });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('never answers a change with an early answer', async () => {
    early({ '/api/users': answer(200, { items: [1] }) });
    fetchMock.mockResolvedValue(answer(201, { id: 5 }));
    expect(await send('/api/users', { method: 'POST', body: {} })).toEqual({ id: 5 });
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe('create calls and their Idempotency-Key', () => {
  const keyOf = (call: number) => (fetchMock.mock.calls[call] as [string, RequestInit])[1].headers as Record<string, string>;

  it('sends a fresh key with each create call, and none with other calls', async () => {
    fetchMock.mockImplementation(async () => answer(201, { id: 5 }));
    await send('/api/companies', { method: 'POST', body: { name: 'A' }, idempotent: true });
    await send('/api/companies', { method: 'POST', body: { name: 'A' }, idempotent: true });
    await send('/api/login_check', { method: 'POST', body: {} });
    const [first, second] = [keyOf(0)['Idempotency-Key'], keyOf(1)['Idempotency-Key']];
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(keyOf(2)['Idempotency-Key']).toBeUndefined();
  });

  it('sends a create call lost by the network once more with the same key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(201, { id: 7 }));
    expect(await send('/api/companies', { method: 'POST', body: { name: 'A' }, idempotent: true })).toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keyOf(1)['Idempotency-Key']).toBe(keyOf(0)['Idempotency-Key']);
  });

  it('gives up after the second loss, and never repeats another call', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await failure(send('/api/companies', { method: 'POST', body: {}, idempotent: true }))).status).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockClear();
    expect((await failure(send('/api/users/1/disable', { method: 'POST' }))).status).toBe(0);
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
