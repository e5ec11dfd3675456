import { describe, expect, it } from 'vitest';
import type { PageSettings } from '@paypage/contract/merchantPageSettings';
import { startTestApp, type TestApp } from '../testing/testApp';
import { settingChangesRepository } from './settingChangesRepository';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a small png body'),
]);

const call = (
  t: TestApp,
  method: 'GET' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  key = t.apiKey,
) =>
  t.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}` },
    ...(payload ? { payload } : {}),
  });

describe('merchant API: /api/v1/settings', () => {
  it('shows the merchant its own page settings, and no one else’s', async () => {
    const t = await startTestApp();
    const mine = await call(t, 'GET', '/api/v1/settings');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      theme: { primary: '#aa0000' },
      darkTheme: {},
      frameAncestors: ['https://shop.example'],
      defaultLocale: null,
      returnUrlTimer: null,
      paypalMerchantId: 'PAYPAL-TEST',
      creditor: { name: 'Test Shop Ltd', creditorId: 'DE98ZZZ09999999999', address: null },
      offeredMethods: null,
      logoUrl: null,
    } satisfies PageSettings);
    const theirs = await call(t, 'GET', '/api/v1/settings', undefined, t.otherApiKey);
    expect(theirs.json()).toMatchObject({ paypalMerchantId: null, frameAncestors: [] });
  });

  it('changes what it is sent, logs each change, and the next link read shows it', async () => {
    const t = await startTestApp();
    const changed = await call(t, 'PATCH', '/api/v1/settings', {
      theme: { primary: '#0055aa' },
      frameAncestors: ['https://shop.example', 'https://*.shop.example'],
      defaultLocale: 'de_AT',
      returnUrlTimer: 10,
      creditor: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      theme: { primary: '#0055aa' },
      frameAncestors: ['https://shop.example', 'https://*.shop.example'],
      defaultLocale: 'de_AT',
      returnUrlTimer: 10,
      creditor: null,
      paypalMerchantId: 'PAYPAL-TEST',
    });
    const log = await settingChangesRepository(t.db).listForMerchant(t.merchant.id);
    expect(log.map((change) => change.field).sort()).toEqual(
      ['creditor', 'defaultLocale', 'frameAncestors', 'returnUrlTimer', 'theme'].sort(),
    );
    // The API key that made the change, as the audit log names it.
    expect(log.every((change) => /^apiKey:\S+$/.test(change.actor))).toBe(true);
    const { uuid } = await t.createLink({ paymentMethods: ['CARD'] });
    const link = (
      await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${uuid}` })
    ).json();
    expect(link).toMatchObject({ locale: 'de_AT', returnUrlTimer: 10 });
    const other = await call(t, 'GET', '/api/v1/settings', undefined, t.otherApiKey);
    expect(other.json().defaultLocale).toBeNull();
  });

  it('refuses what the operator’s rules refuse, naming each field', async () => {
    const t = await startTestApp();
    const response = await call(t, 'PATCH', '/api/v1/settings', {
      frameAncestors: ['http://shop.example', 'https://shop.example/path'],
      creditor: { name: 'Shop', creditorId: 'DE00ZZZ09999999999' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((field: { field: string }) => field.field)).toEqual([
      'body.frameAncestors.0',
      'body.frameAncestors.1',
      'body.creditor.creditorId',
    ]);
    const schema = await call(t, 'PATCH', '/api/v1/settings', {
      returnUrlTimer: 601,
      theme: { primary: 'red' },
    });
    expect(schema.statusCode).toBe(400);
    const named = new Set(schema.json().fields.map((field: { field: string }) => field.field));
    expect([...named].sort()).toEqual(['body.returnUrlTimer', 'body.theme.primary']);
    // What only the operator sets is not the merchant's to change.
    for (const payload of [{ name: 'Renamed' }, { webhookUrl: 'https://shop.example/h' }, {}]) {
      const refused = await call(t, 'PATCH', '/api/v1/settings', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields[0].field).toMatch(/^body/);
    }
    expect((await call(t, 'GET', '/api/v1/settings')).json().frameAncestors).toEqual([
      'https://shop.example',
    ]);
  });

  it('sets and removes the logo the page shows, as the operator can', async () => {
    const t = await startTestApp();
    const put = await call(t, 'PUT', '/api/v1/settings/logo', { image: PNG.toString('base64') });
    expect(put.statusCode, put.body).toBe(200);
    const { url } = put.json();
    expect(url).toMatch(/^\/merchant-logos\/[0-9a-f]{32}\.png$/);
    expect((await call(t, 'GET', '/api/v1/settings')).json().logoUrl).toBe(url);
    const { uuid } = await t.createLink({ paymentMethods: ['CARD'] });
    const info = (
      await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${uuid}` })
    ).json();
    expect(info.merchantLogoUrl).toBe(url);

    const notAnImage = await call(t, 'PUT', '/api/v1/settings/logo', {
      image: Buffer.from('GIF89a').toString('base64'),
    });
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.json().fields[0].field).toBe('body.image');

    expect((await call(t, 'DELETE', '/api/v1/settings/logo')).statusCode).toBe(204);
    expect((await call(t, 'GET', '/api/v1/settings')).json().logoUrl).toBeNull();
    expect((await call(t, 'DELETE', '/api/v1/settings/logo')).statusCode).toBe(404);
    const log = await settingChangesRepository(t.db).listForMerchant(t.merchant.id);
    expect(log.filter((change) => change.field === 'logo')).toHaveLength(2);
  });

  it('answers 401 without an API key', async () => {
    const t = await startTestApp();
    expect((await t.inject({ method: 'GET', url: '/api/v1/settings' })).statusCode).toBe(401);
    const patch = await t.inject({
      method: 'PATCH',
      url: '/api/v1/settings',
      payload: { returnUrlTimer: 5 },
    });
    expect(patch.statusCode).toBe(401);
  });
});
