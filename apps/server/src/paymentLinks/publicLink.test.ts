import { describe, expect, it } from 'vitest';
import { SOURCE_HEADER, VISIT_HEADER } from '@paypage/contract/headers';
import { startTestApp } from '../testing/testApp';

describe('public API: GET /public/payment-link/uuid/{uuid}', () => {
  it("answers the link info with the merchant's name, PayPal id and theme", async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink({ description: 'Shoes', consumerReference: 'c-9' });
    const response = await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${uuid}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      uuid,
      merchantId: t.merchant.id,
      merchantName: 'Test Shop',
      paypalMerchantId: 'PAYPAL-TEST',
      amount: 1999,
      currency: 'EUR',
      status: 'VALID',
      description: 'Shoes',
      consumerReference: 'c-9',
      paymentLinkAssets: [],
      theme: { primary: '#aa0000' },
      returnUrlTimer: 0,
      isSubscription: false,
      expirationDate: null,
    });
  });

  it("falls back to '--' for a merchant without a name", async () => {
    const t = await startTestApp();
    const link = await t.inject({
      method: 'POST',
      url: '/api/v1/payment-links',
      headers: { authorization: `Bearer ${t.otherApiKey}` },
      payload: { amount: 5000, currency: 'KRW', paymentMethods: ['KCP'] },
    });
    const response = await t.inject({
      method: 'GET',
      url: `/public/payment-link/uuid/${link.json().uuid}`,
    });
    expect(response.json()).toMatchObject({
      merchantName: '--',
      paypalMerchantId: null,
      amount: 5000,
    });
  });

  it('records a visit, with its source header, only when the visit header says so', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink();
    await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${uuid}` });
    await t.inject({
      method: 'GET',
      url: `/public/payment-link/uuid/${uuid}`,
      headers: { [VISIT_HEADER]: 'true', [SOURCE_HEADER]: 'paypage-web/landing-page/v5.0' },
    });
    await t.visits.flush();
    const visits = await t.services.events.listForLink(uuid, 'link_visit');
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({
      source: 'paypage-web/landing-page/v5.0',
      detail: { status: 'VALID' },
    });
  });

  it('turns a VALID link past its expirationDate into EXPIRED', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink({
      expirationDate: new Date(Date.now() + 60_000).toISOString(),
    });
    const link = await t.services.links.findByUuid(uuid);
    if (!link) throw new Error('link not stored');
    const later = new Date(Date.now() + 120_000);
    await t.services.linkStates.refresh(link, later);
    const response = await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${uuid}` });
    expect(response.json().status).toBe('EXPIRED');
  });

  it('answers every status as data, so the page can show its info page', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink();
    await t.services.linkStates.move(uuid, 'VALID', 'INVALIDATED');
    const response = await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${uuid}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('INVALIDATED');
  });

  it("tells a closed link's page whose payment it was and where the shop is", async () => {
    const t = await startTestApp();
    const shop = {
      amount: 4990,
      currency: 'EUR',
      description: 'Order 77: a tent',
      returnUrl: 'https://shop.example/thanks',
      backToShopUrl: 'https://shop.example/checkout',
    } as const;
    for (const status of ['CONSUMED', 'INVALIDATED', 'EXPIRED'] as const) {
      const { uuid } = await t.createLink(shop);
      if (status === 'CONSUMED') {
        await t.services.linkStates.move(uuid, 'VALID', 'PROCESSING_PAYMENT');
        await t.services.linkStates.move(uuid, 'PROCESSING_PAYMENT', 'CONSUMED');
      } else {
        await t.services.linkStates.move(uuid, 'VALID', status);
      }
      const response = await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${uuid}` });
      expect(response.json(), status).toMatchObject({ ...shop, status, merchantName: 'Test Shop' });
    }
  });

  it('answers 404 for an unknown uuid and 400 for a malformed uuid or source header', async () => {
    const t = await startTestApp();
    const unknown = await t.inject({
      method: 'GET',
      url: '/public/payment-link/uuid/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('NOT_FOUND');
    for (const bad of [
      '1234',
      '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5fg',
      'zzzzzzzz-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    ]) {
      const malformed = await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${bad}` });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().fields[0].field).toBe('params.uuid');
    }
    const { uuid } = await t.createLink();
    const badHeader = await t.inject({
      method: 'GET',
      url: `/public/payment-link/uuid/${uuid}`,
      headers: { [SOURCE_HEADER]: '<script>' },
    });
    expect(badHeader.statusCode).toBe(400);
    expect(badHeader.json().fields[0].field).toBe(`headers.${SOURCE_HEADER}`);
  });
});
