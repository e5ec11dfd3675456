import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp';
import { settingChangesRepository } from './settingChangesRepository';

const call = (
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  key: string,
  payload?: object,
) =>
  t.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}` },
    ...(payload ? { payload } : {}),
  });

describe('merchant API: /api/v1/api-keys', () => {
  it('makes a named key shown once, which then works; lists keys by prefix; revokes at once', async () => {
    const t = await startTestApp();
    const made = await call(t, 'POST', '/api/v1/api-keys', t.apiKey, { name: 'Shop backend' });
    expect(made.statusCode, made.body).toBe(201);
    const issued = made.json();
    expect(issued).toEqual({
      id: expect.stringMatching(/^key_/),
      name: 'Shop backend',
      prefix: issued.key.slice(0, issued.prefix.length),
      createdAt: expect.any(String),
      revokedAt: null,
      key: expect.any(String),
    });
    expect((await call(t, 'GET', '/api/v1/payment-links', issued.key)).statusCode).toBe(200);

    const listed = (await call(t, 'GET', '/api/v1/api-keys', t.apiKey)).json().apiKeys;
    expect(listed).toHaveLength(2);
    expect(listed[0]).toEqual({ ...issued, key: undefined });
    expect(JSON.stringify(listed)).not.toContain(issued.key);
    // The key the tests started with was made without a name.
    expect(listed[1].name).toBeNull();

    expect((await call(t, 'DELETE', `/api/v1/api-keys/${issued.id}`, t.apiKey)).statusCode).toBe(
      204,
    );
    expect((await call(t, 'GET', '/api/v1/payment-links', issued.key)).statusCode).toBe(401);
    expect((await call(t, 'DELETE', `/api/v1/api-keys/${issued.id}`, t.apiKey)).statusCode).toBe(
      404,
    );
    const relisted = (await call(t, 'GET', '/api/v1/api-keys', t.apiKey)).json().apiKeys;
    expect(relisted[0].revokedAt).toEqual(expect.any(String));
    const log = await settingChangesRepository(t.db).listForMerchant(t.merchant.id);
    expect(log.filter((change) => change.field === 'apiKeys')).toHaveLength(2);
  });

  it('never lists or revokes another merchant’s keys', async () => {
    const t = await startTestApp();
    const [theirs] = await t.services.merchants.listApiKeys(t.otherMerchant.id);
    const mine = (await call(t, 'GET', '/api/v1/api-keys', t.apiKey)).json().apiKeys;
    expect(mine.map((key: { id: string }) => key.id)).not.toContain(theirs?.id);
    const revoke = await call(t, 'DELETE', `/api/v1/api-keys/${theirs?.id}`, t.apiKey);
    expect(revoke.statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/v1/payment-links', t.otherApiKey)).statusCode).toBe(200);
  });

  it('needs a name that is not blank, and names the field', async () => {
    const t = await startTestApp();
    for (const payload of [
      {},
      { name: '   ' },
      { name: 'x'.repeat(101) },
      { label: 'old style' },
    ]) {
      const response = await call(t, 'POST', '/api/v1/api-keys', t.apiKey, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0].field).toMatch(/^body/);
    }
  });
});
