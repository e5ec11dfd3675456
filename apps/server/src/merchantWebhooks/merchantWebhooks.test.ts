import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { nextAttemptAfterFailure } from '@paypage/contract/webhookRetrySchedule';
import { checkSignature } from '@paypage/contract/webhookSignature';
import { deliverDueMerchantWebhooks } from './merchantWebhookDelivery';
import { fakeGateway } from '../testing/fakeGateway';
import { merchantWithEndpoint } from '../testing/merchantEndpoint';
import { accepted, startTestApp } from '../testing/testApp';

describe('webhooks to the merchant', () => {
  it('sends a signed transaction.updated when a card payment settles, once', async () => {
    const { t, endpoint } = await merchantWithEndpoint([200]);
    const { uuid } = await t.createLink();
    await t.inject({
      method: 'POST',
      url: `/public/payment-link/${uuid}/transaction`,
      headers: { [IDEMPOTENCY_HEADER]: 'merchant-webhook-key-1' },
      payload: {
        ...accepted(),
        payment: { asset: { type: 'CARD', cardToken: 'ct_frictionless0001' } },
        deviceInformation: {
          colorDepth: 24,
          screenHeight: 1,
          screenWidth: 1,
          timeZoneOffset: 0,
          javaEnabled: false,
          deviceType: 'browser',
          acceptHeader: '*/*',
          language: 'en',
        },
      },
    });
    expect(await deliverDueMerchantWebhooks(t.services)).toEqual({ delivered: 1, failed: 0 });
    expect(await deliverDueMerchantWebhooks(t.services)).toEqual({ delivered: 0, failed: 0 });
    const [hook] = endpoint.received;
    expect(
      checkSignature(
        'merchant-secret-0001',
        hook?.signature,
        hook?.body ?? '',
        Math.floor(Date.now() / 1000),
      ),
    ).toBe('valid');
    expect(JSON.parse(hook?.body ?? '{}')).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      type: 'transaction.updated',
      data: {
        paymentLinkUuid: uuid,
        status: 'CONSUMED',
        transaction: { status: 'COMPLETED', paymentMethod: 'CARD', amount: 1999 },
      },
    });
  });

  it('tells the merchant about an invalidation, and retries with backoff until it answers 2xx', async () => {
    const { t, endpoint } = await merchantWithEndpoint([500, 503, 200]);
    const { uuid } = await t.createLink();
    await t.inject({
      method: 'POST',
      url: `/api/v1/payment-links/${uuid}/invalidate`,
      headers: { authorization: `Bearer ${t.apiKey}` },
    });
    let now = new Date();
    expect(await deliverDueMerchantWebhooks(t.services, now)).toEqual({ delivered: 0, failed: 1 });
    expect(await deliverDueMerchantWebhooks(t.services, now)).toEqual({ delivered: 0, failed: 0 });
    now = new Date(now.getTime() + 1_000);
    expect(await deliverDueMerchantWebhooks(t.services, now)).toEqual({ delivered: 0, failed: 1 });
    now = new Date(now.getTime() + 2_000);
    expect(await deliverDueMerchantWebhooks(t.services, now)).toEqual({ delivered: 1, failed: 0 });
    expect(endpoint.received.map((r) => JSON.parse(r.body).type)).toEqual(
      Array(3).fill('payment_link.invalidated'),
    );
    const [row] = await t.services.merchantWebhooks.listForMerchant(t.merchant.id);
    expect(row).toMatchObject({ attempts: 3, delivered_at: expect.any(String) });
  });

  it('backs off 1, 2, 4 … seconds, at most 5 minutes, and gives up after 12 attempts', () => {
    const now = new Date(0);
    expect(nextAttemptAfterFailure(1, now)?.getTime()).toBe(1_000);
    expect(nextAttemptAfterFailure(3, now)?.getTime()).toBe(4_000);
    expect(nextAttemptAfterFailure(11, now)?.getTime()).toBe(300_000);
    expect(nextAttemptAfterFailure(12, now)).toBeNull();
  });

  it('sends nothing to a merchant without a webhook URL', async () => {
    const t = await startTestApp({}, { gateway: fakeGateway().gateway });
    const { uuid } = await t.createLink();
    await t.inject({
      method: 'POST',
      url: `/api/v1/payment-links/${uuid}/invalidate`,
      headers: { authorization: `Bearer ${t.apiKey}` },
    });
    expect(await t.services.merchantWebhooks.listForMerchant(t.merchant.id)).toEqual([]);
  });
});
