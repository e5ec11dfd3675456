import { describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/testApp';

const OPERATOR_KEY = 'operator-key-for-tests-0123456789';
const op = { authorization: `Bearer ${OPERATOR_KEY}` };

async function operatorApp() {
  const t = await startTestApp({ operatorApiKey: OPERATOR_KEY });
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.inject({
      method,
      url: `/api/operator/v1${url}`,
      headers: op,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { t, call };
}

describe('operator API', () => {
  it('refuses merchant keys, wrong keys and no key: the operator has its own credential', async () => {
    const { t } = await operatorApp();
    for (const authorization of [
      undefined,
      `Bearer ${t.apiKey}`,
      'Bearer wrong-operator-key-000',
    ]) {
      const response = await t.inject({
        method: 'GET',
        url: '/api/operator/v1/merchants',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json().fields[0].field, response.body).toBe('headers.authorization');
    }
  });

  it('creates a merchant, issues several live keys, revokes one at once, and never shows a hash', async () => {
    const { t, call } = await operatorApp();
    const created = await call('POST', '/merchants', {
      name: 'Shop B',
      webhookUrl: 'https://shop-b.example/hooks',
      frameAncestors: ['https://shop-b.example', 'https://*.shop-b.example'],
      theme: { primary: '#112233' },
      defaultLocale: 'de_DE',
      returnUrlTimer: 5,
    });
    expect(created.statusCode).toBe(201);
    const merchant = created.json();
    expect(merchant).toMatchObject({
      name: 'Shop B',
      hasWebhookSecret: true,
      defaultLocale: 'de_DE',
    });
    expect(JSON.stringify(merchant)).not.toContain('whsec_');

    const first = (
      await call('POST', `/merchants/${merchant.id}/api-keys`, { label: 'old' })
    ).json();
    const second = (
      await call('POST', `/merchants/${merchant.id}/api-keys`, { label: 'new' })
    ).json();
    const useKey = (key: string) =>
      t.inject({
        method: 'POST',
        url: '/api/v1/payment-links',
        headers: { authorization: `Bearer ${key}` },
        payload: { amount: 100, currency: 'EUR', paymentMethods: ['CARD'] },
      });
    expect((await useKey(first.key)).statusCode).toBe(201);
    const link = (await useKey(second.key)).json();
    // The merchant's defaults fill what the link leaves out.
    expect(link).toMatchObject({ locale: 'de_DE', returnUrlTimer: 5, merchantName: 'Shop B' });

    expect(
      (await call('DELETE', `/merchants/${merchant.id}/api-keys/${first.id}`)).statusCode,
    ).toBe(204);
    expect((await useKey(first.key)).statusCode).toBe(401);
    expect((await useKey(second.key)).statusCode).toBe(201);
    const keys = (await call('GET', `/merchants/${merchant.id}/api-keys`)).json().apiKeys;
    expect(keys).toHaveLength(2);
    expect(keys.find((k: { id: string }) => k.id === first.id).revokedAt).toEqual(
      expect.any(String),
    );
    expect(JSON.stringify(keys)).not.toContain(first.key);
    expect(
      (await call('DELETE', `/merchants/${merchant.id}/api-keys/${first.id}`)).statusCode,
    ).toBe(404);
  });

  it('answers 400 with every failing field: https outside localhost, colours, origins, creditor', async () => {
    const { t, call } = await operatorApp();
    const response = await call('PATCH', `/merchants/${t.merchant.id}`, {
      webhookUrl: 'http://shop.example/hook',
      frameAncestors: [
        'https://shop.example/checkout',
        'http://shop.example',
        'javascript:alert(1)',
      ],
      theme: { primary: 'blue', error: '#d92121' },
      creditor: { name: 'X', creditorId: 'DE99ZZZ09999999999' },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields.map((f: { field: string }) => f.field);
    expect(fields).toContain('body.theme.primary');
    const rules = await call('PATCH', `/merchants/${t.merchant.id}`, {
      webhookUrl: 'http://shop.example/hook',
      frameAncestors: [
        'https://shop.example/checkout',
        'http://shop.example',
        'javascript:alert(1)',
      ],
      creditor: { name: 'X', creditorId: 'DE99ZZZ09999999999' },
    });
    expect(rules.json().fields.map((f: { field: string }) => f.field)).toEqual([
      'body.webhookUrl',
      'body.frameAncestors.0',
      'body.frameAncestors.1',
      'body.frameAncestors.2',
      'body.creditor.creditorId',
    ]);
    const unknown = await call('PATCH', `/merchants/${t.merchant.id}`, { colour: '#000000' });
    expect(unknown.json().fields).toEqual([
      { field: 'body.colour', message: 'is not a known field' },
    ]);
    const localhost = await call('PATCH', `/merchants/${t.merchant.id}`, {
      webhookUrl: 'http://localhost:9000/hook',
      frameAncestors: ['http://localhost:*', 'http://127.0.0.1:8080'],
    });
    expect(localhost.statusCode).toBe(200);
  });

  it('applies a change to the next request without a restart and records who changed what, when', async () => {
    const { t, call } = await operatorApp();
    const { uuid } = await t.createLink();
    const before = await t.inject({ method: 'GET', url: `/uuid/${uuid}` });
    expect(before.headers['content-security-policy']).toContain('https://shop.example');
    await call('PATCH', `/merchants/${t.merchant.id}`, {
      frameAncestors: ['https://new-shop.example'],
      theme: { primary: '#00aa00' },
      name: 'Renamed Shop',
    });
    const after = await t.inject({ method: 'GET', url: `/uuid/${uuid}` });
    expect(after.headers['content-security-policy']).toContain('https://new-shop.example');
    expect(after.headers['content-security-policy']).not.toContain('https://shop.example');
    const info = (
      await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${uuid}` })
    ).json();
    expect(info).toMatchObject({ merchantName: 'Renamed Shop', theme: { primary: '#00aa00' } });

    const secret = await call('POST', `/merchants/${t.merchant.id}/webhook-secret`);
    expect(secret.json().webhookSecret).toMatch(/^whsec_/);
    const changes = (await call('GET', `/merchants/${t.merchant.id}/changes`)).json().changes;
    // One request's changes share their time; their order among themselves means nothing.
    expect(changes.map((c: { field: string }) => c.field).sort()).toEqual([
      'frameAncestors',
      'name',
      'theme',
      'webhookSecret',
    ]);
    expect(changes.find((c: { field: string }) => c.field === 'frameAncestors')).toMatchObject({
      actor: 'operator:env',
      oldValue: ['https://shop.example'],
      newValue: ['https://new-shop.example'],
      changedAt: expect.any(String),
    });
    expect(JSON.stringify(changes)).not.toContain(secret.json().webhookSecret);
  });

  it('names the operator of a named key as the actor', async () => {
    const { t } = await operatorApp();
    const { generateOperatorKey, operatorKeysRepository } =
      await import('./operatorKeysRepository');
    const key = generateOperatorKey();
    await operatorKeysRepository(t.db).add('alice', key);
    await t.inject({
      method: 'PATCH',
      url: `/api/operator/v1/merchants/${t.merchant.id}`,
      headers: { authorization: `Bearer ${key}` },
      payload: { returnUrlTimer: 30 },
    });
    const changes = await t.inject({
      method: 'GET',
      url: `/api/operator/v1/merchants/${t.merchant.id}/changes`,
      headers: op,
    });
    expect(changes.json().changes).toEqual([
      expect.objectContaining({ actor: 'operator:alice', field: 'returnUrlTimer', newValue: 30 }),
    ]);
  });

  it('lists merchants and answers 404 for an unknown one', async () => {
    const { t, call } = await operatorApp();
    const list = (await call('GET', '/merchants')).json().merchants;
    expect(list.map((m: { id: string }) => m.id).sort()).toEqual(
      [t.merchant.id, t.otherMerchant.id].sort(),
    );
    const missing = await call('GET', '/merchants/mer_doesnotexist');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().fields[0].field).toBe('params.merchantId');
  });
});
