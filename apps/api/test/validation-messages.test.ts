import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { KEY_LABELS } from '@hubgrade/domain/keys/labels';
import { MESSAGE_LABELS } from '@hubgrade/domain/messages/labels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/seed/accounts.ts';
import { createTestApp, ENGINES, type TestApp } from './harness.ts';

/**
 * The field errors of a refused body: a value of the wrong type says which type the field
 * takes (a missing one stays "Champ obligatoire"), and no text appears twice for one field.
 */
describe.each(ENGINES)('validation messages on %s', (engine) => {
  let t: TestApp;
  let token: string;
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: payload as Record<string, unknown> });

  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await t.tokenFor(DEMO_ACCOUNTS.admin);
  });
  afterAll(() => t.close());

  it('names the expected type for a value of the wrong type, and keeps "required" for a missing one', async () => {
    const res = await post('/api/key_tarif', { espace: '1', type: null, price: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      espace: [ERROR_LABELS.expectedType.number],
      type: [ERROR_LABELS.expectedType.number],
      price: [ERROR_LABELS.expectedType.number],
    });
    const company = await post('/api/companies', { name: 12, siteId: 1, address: ['1 rue'], city: { a: 1 } });
    expect(company.json().errors).toMatchObject({
      name: [ERROR_LABELS.expectedType.string],
      address: [ERROR_LABELS.expectedType.string],
      city: [ERROR_LABELS.expectedType.string],
    });
    const missing = await post('/api/key_tarif', { espace: 1, price: 10 });
    expect(missing.json().errors).toEqual({ type: [KEY_LABELS.required] });
    const notAnObject = await post('/api/key_tarif', [1]);
    expect(notAnObject.json().errors).toEqual({ body: [ERROR_LABELS.expectedType.object] });
  });

  it('gives each message once per field', async () => {
    // An empty list fails both the length and the text checks of a message, which give the same text.
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/messages/1/content',
      headers: { authorization: `Bearer ${token}` },
      payload: { content: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ content: [MESSAGE_LABELS.replyEmpty] });
    const fraction = await post('/api/key_tarif', { espace: 1.5, type: 1, price: 10 });
    expect(fraction.json().errors).toEqual({ espace: [ERROR_LABELS.expectedType.integer] });
  });

  it('says so in the query string too', async () => {
    const res = await t.app.inject({ url: '/api/key_tarif?espace=abc', headers: { authorization: `Bearer ${token}` } });
    expect(res.json().errors).toEqual({ espace: [ERROR_LABELS.expectedType.number] });
  });

  it('answers 413 with a French message to a body over the limit', async () => {
    const res = await post('/api/companies', { name: 'x'.repeat(t.config.bodyLimit) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 413, message: ERROR_LABELS.bodyTooLarge });
  });
});
