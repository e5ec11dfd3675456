import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GatewayWebhookSchema } from '@paypage/contract/gatewayApi';
import type { GatewayWebhook } from '@paypage/contract/gatewayApi';
import {
  parseSignatureHeader,
  SIGNATURE_HEADER,
  signedPayload,
} from '@paypage/contract/webhookSignature';
import Value from 'typebox/value';
import { listWebhooksOfPayment } from './webhookOutboxRepository';
import { MAX_DELIVERY_ATTEMPTS } from '@paypage/contract/webhookRetrySchedule';
import {
  createPayment,
  settle,
  startTestGateway,
  TEST_WEBHOOK_SECRET,
} from '../testing/testGateway';
import type { TestGateway } from '../testing/testGateway';
import { startWebhookReceiver } from '../testing/webhookReceiver';
import type { WebhookReceiver } from '../testing/webhookReceiver';

const seconds = (from: Date, s: number) => new Date(from.getTime() + s * 1000);

describe('webhook delivery', () => {
  let receiver: WebhookReceiver;
  let gateway: TestGateway;
  beforeEach(async () => {
    receiver = await startWebhookReceiver();
    gateway = await startTestGateway({ serverWebhookUrl: receiver.url, logLevel: 'silent' });
  });
  afterEach(async () => {
    await gateway.close();
    await receiver.close();
  });

  const outbox = (paymentId: string) => listWebhooksOfPayment(gateway.db, paymentId);

  it('posts the event signed with the webhook secret and marks it delivered', async () => {
    const payment = await createPayment(gateway);
    await settle(gateway, payment.id, 'SUCCESS');
    const now = new Date();

    expect(await gateway.webhooks.deliverDueWebhooks(now)).toEqual({ delivered: 1, failed: 0 });

    expect(receiver.received).toHaveLength(1);
    const [{ headers, body } = { headers: {}, body: '' }] = receiver.received;
    expect(headers['content-type']).toBe('application/json');
    const signature = parseSignatureHeader(String(headers[SIGNATURE_HEADER]));
    expect(signature).not.toBeNull();
    expect(signature?.timestampS).toBe(Math.floor(now.getTime() / 1000));
    const expected = createHmac('sha256', TEST_WEBHOOK_SECRET)
      .update(signedPayload(signature?.timestampS ?? 0, body))
      .digest('hex');
    expect(signature?.digest).toBe(expected);

    const event = JSON.parse(body) as GatewayWebhook;
    expect(Value.Check(GatewayWebhookSchema, event)).toBe(true);
    expect(event.data).toMatchObject({ id: payment.id, status: 'SUCCESS' });

    const [row] = await outbox(payment.id);
    expect(row).toMatchObject({ attempts: 1, nextAttemptAt: null, lastError: null });
    expect(row?.deliveredAt).not.toBeNull();
    expect(await gateway.webhooks.deliverDueWebhooks(seconds(now, 3600))).toEqual({
      delivered: 0,
      failed: 0,
    });
  });

  it('retries with exponential backoff when the receiver fails, then delivers', async () => {
    receiver.answerWith(500, 503);
    const payment = await createPayment(gateway);
    await settle(gateway, payment.id, 'REFUSED');
    const t0 = new Date();

    expect(await gateway.webhooks.deliverDueWebhooks(t0)).toEqual({ delivered: 0, failed: 1 });
    let [row] = await outbox(payment.id);
    expect(row).toMatchObject({ attempts: 1, lastError: 'HTTP 500', deliveredAt: null });
    expect(row?.nextAttemptAt).toBe(seconds(t0, 1).toISOString());

    // Not due yet: nothing is sent before the backoff has passed.
    await gateway.webhooks.deliverDueWebhooks(seconds(t0, 0.5));
    expect(receiver.received).toHaveLength(1);

    const t1 = seconds(t0, 1);
    expect(await gateway.webhooks.deliverDueWebhooks(t1)).toEqual({ delivered: 0, failed: 1 });
    [row] = await outbox(payment.id);
    expect(row).toMatchObject({ attempts: 2, lastError: 'HTTP 503' });
    expect(row?.nextAttemptAt).toBe(seconds(t1, 2).toISOString());

    expect(await gateway.webhooks.deliverDueWebhooks(seconds(t1, 2))).toEqual({
      delivered: 1,
      failed: 0,
    });
    [row] = await outbox(payment.id);
    expect(row).toMatchObject({ attempts: 3, nextAttemptAt: null, lastError: null });
    expect(receiver.received).toHaveLength(3);
    // Every attempt carries the same event.
    expect(new Set(receiver.received.map((hit) => hit.body)).size).toBe(1);
  });

  it(`gives up after ${MAX_DELIVERY_ATTEMPTS} attempts and keeps the last error`, async () => {
    receiver.answerWith(...Array.from({ length: 20 }, () => 500));
    const payment = await createPayment(gateway);
    await settle(gateway, payment.id, 'SUCCESS');
    let now = new Date();
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      await gateway.webhooks.deliverDueWebhooks(now);
      now = seconds(now, 3600);
    }
    const [row] = await outbox(payment.id);
    expect(row).toMatchObject({
      attempts: MAX_DELIVERY_ATTEMPTS,
      nextAttemptAt: null,
      deliveredAt: null,
      lastError: 'HTTP 500',
    });
    await gateway.webhooks.deliverDueWebhooks(seconds(now, 86_400));
    expect(receiver.received).toHaveLength(MAX_DELIVERY_ATTEMPTS);
  });

  it('caps the backoff at five minutes', async () => {
    receiver.answerWith(...Array.from({ length: 11 }, () => 500));
    const payment = await createPayment(gateway);
    await settle(gateway, payment.id, 'SUCCESS');
    let now = new Date();
    for (let attempt = 1; attempt <= 10; attempt++) {
      await gateway.webhooks.deliverDueWebhooks(now);
      now = seconds(now, 3600);
    }
    const [row] = await outbox(payment.id);
    expect(row?.attempts).toBe(10);
    // 2^9 s would be 512 s; the cap keeps it at 300 s after the tenth attempt.
    expect(row?.nextAttemptAt).toBe(seconds(now, 300 - 3600).toISOString());
  });

  it("sends one payment's events in order, holding later ones behind a failing one", async () => {
    receiver.answerWith(500);
    const payment = await createPayment(gateway);
    await settle(gateway, payment.id, 'PENDING');
    await settle(gateway, payment.id, 'SUCCESS');
    const other = await createPayment(gateway);
    await settle(gateway, other.id, 'REFUSED');
    const t0 = new Date();

    await gateway.webhooks.deliverDueWebhooks(t0);
    const statusesOf = (id: string) =>
      receiver.received
        .map((hit) => (JSON.parse(hit.body) as GatewayWebhook).data)
        .filter((data) => data.id === id)
        .map((data) => data.status);
    // The first event failed, so SUCCESS must not overtake it; the other payment is unaffected.
    expect(statusesOf(payment.id)).toEqual(['PENDING']);
    expect(statusesOf(other.id)).toEqual(['REFUSED']);

    await gateway.webhooks.deliverDueWebhooks(seconds(t0, 1));
    expect(statusesOf(payment.id)).toEqual(['PENDING', 'PENDING', 'SUCCESS']);
    expect((await outbox(payment.id)).every((row) => row.deliveredAt !== null)).toBe(true);
  });

  it('records an unreachable receiver as a failed attempt', async () => {
    await receiver.close();
    const payment = await createPayment(gateway);
    await settle(gateway, payment.id, 'SUCCESS');
    const report = await gateway.webhooks.deliverDueWebhooks(new Date());
    expect(report).toEqual({ delivered: 0, failed: 1 });
    const [row] = await outbox(payment.id);
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toMatch(/fetch failed/);
    expect(row?.nextAttemptAt).not.toBeNull();
    // afterEach closes whatever receiver is current.
    receiver = await startWebhookReceiver();
  });

  it('delivers in the background once the loop is started, and stops with the app', async () => {
    const payment = await createPayment(gateway);
    await settle(gateway, payment.id, 'SUCCESS');
    const loop = gateway.startWebhookDelivery(20);
    await expect.poll(() => receiver.received.length, { timeout: 5000 }).toBe(1);
    await loop.stop();
    await settle(gateway, (await createPayment(gateway)).id, 'SUCCESS');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toHaveLength(1);
  });
});
