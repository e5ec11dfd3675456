import { describe, expect, it } from 'vitest';
import { checkSignature } from '@paypage/contract/webhookSignature';
import { deliverDueMerchantWebhooks } from './merchantWebhookDelivery';
import { buildServices } from '../services';
import { merchantWithEndpoint } from '../testing/merchantEndpoint';
import { startTestApp } from '../testing/testApp';

describe('the merchant API for webhook deliveries', () => {
  it('sends a signed webhook.test event on request, and lists it with its attempts', async () => {
    const { t, endpoint } = await merchantWithEndpoint([500, 204]);
    const auth = { authorization: `Bearer ${t.apiKey}` };
    const queued = await t.inject({ method: 'POST', url: '/api/v1/webhooks/test', headers: auth });
    expect(queued.statusCode).toBe(202);
    const { id } = queued.json();
    const now = new Date();
    await deliverDueMerchantWebhooks(t.services, now);
    await deliverDueMerchantWebhooks(t.services, new Date(now.getTime() + 1_000));
    expect(endpoint.received.map((r) => JSON.parse(r.body))).toEqual([
      expect.objectContaining({ id, type: 'webhook.test' }),
      expect.objectContaining({ id, type: 'webhook.test' }),
    ]);
    const [last] = endpoint.received.slice(-1);
    expect(
      checkSignature('merchant-secret-0001', last?.signature, last?.body ?? '', Date.now() / 1000),
    ).toBe('valid');

    const list = await t.inject({
      method: 'GET',
      url: '/api/v1/webhooks/deliveries',
      headers: auth,
    });
    expect(list.json().deliveries).toEqual([
      expect.objectContaining({
        id,
        type: 'webhook.test',
        state: 'DELIVERED',
        attempts: 2,
        history: [
          expect.objectContaining({ statusCode: 500, error: 'answered 500' }),
          expect.objectContaining({ statusCode: 204, error: null }),
        ],
      }),
    ]);
  });

  it('redelivers an event with the same id and body; another merchant cannot', async () => {
    const { t, endpoint } = await merchantWithEndpoint([200, 200]);
    const auth = { authorization: `Bearer ${t.apiKey}` };
    const { id } = (
      await t.inject({ method: 'POST', url: '/api/v1/webhooks/test', headers: auth })
    ).json();
    await deliverDueMerchantWebhooks(t.services);
    const stranger = await t.inject({
      method: 'POST',
      url: `/api/v1/webhooks/deliveries/${id}/redeliver`,
      headers: { authorization: `Bearer ${t.otherApiKey}` },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().fields[0].field).toBe('params.deliveryId');
    const again = await t.inject({
      method: 'POST',
      url: `/api/v1/webhooks/deliveries/${id}/redeliver`,
      headers: auth,
    });
    expect(again.statusCode).toBe(202);
    await deliverDueMerchantWebhooks(t.services);
    expect(endpoint.received).toHaveLength(2);
    expect(endpoint.received[0]?.body).toBe(endpoint.received[1]?.body);
    const filtered = await t.inject({
      method: 'GET',
      url: '/api/v1/webhooks/deliveries?state=PENDING',
      headers: auth,
    });
    expect(filtered.json().deliveries).toEqual([]);
  });

  it('answers 400 naming webhookUrl when the merchant has none', async () => {
    const t = await startTestApp();
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/webhooks/test',
      headers: { authorization: `Bearer ${t.apiKey}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'webhookUrl', message: 'is not set on your merchant account' },
    ]);
  });

  it('lets only one of several delivering instances claim a webhook', async () => {
    const { t, endpoint } = await merchantWithEndpoint([200]);
    await t.inject({
      method: 'POST',
      url: '/api/v1/webhooks/test',
      headers: { authorization: `Bearer ${t.apiKey}` },
    });
    // Three "instances" deliver at the same moment over the same store.
    const rounds = await Promise.all(
      [1, 2, 3].map(() => deliverDueMerchantWebhooks(buildServices(t.db))),
    );
    expect(rounds.reduce((sum, round) => sum + round.delivered, 0)).toBe(1);
    expect(endpoint.received).toHaveLength(1);
  });
});
