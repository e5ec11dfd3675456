import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayPayment, GatewayWebhook } from '@paypage/contract/gatewayApi';
import { listWebhooksOfPayment } from '../webhooks/webhookOutboxRepository';
import { createPayment, settle, startTestGateway } from '../testing/testGateway';
import type { TestGateway } from '../testing/testGateway';

describe('sandbox settle', () => {
  let gateway: TestGateway;
  beforeEach(async () => {
    gateway = await startTestGateway();
  });
  afterEach(() => gateway.close());

  const outbox = (paymentId: string) => listWebhooksOfPayment(gateway.db, paymentId);

  it('creates no webhook for a new payment', async () => {
    const payment = await createPayment(gateway);
    expect(await outbox(payment.id)).toEqual([]);
  });

  it('moves RECEIVED → PENDING → SUCCESS with one outbox row per change', async () => {
    const payment = await createPayment(gateway);

    const pending = await settle(gateway, payment.id, 'PENDING');
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({ id: payment.id, status: 'PENDING' });

    const success = await settle(gateway, payment.id, 'SUCCESS');
    expect(success.statusCode).toBe(200);
    const settled = success.json<GatewayPayment>();
    expect(settled.status).toBe('SUCCESS');
    expect(settled.updatedAt >= payment.updatedAt).toBe(true);

    const rows = await outbox(payment.id);
    expect(rows).toHaveLength(2);
    const events = rows.map((row) => JSON.parse(row.body) as GatewayWebhook);
    expect(events.map((event) => event.data.status)).toEqual(['PENDING', 'SUCCESS']);
    for (const [index, event] of events.entries()) {
      expect(event).toMatchObject({ id: rows[index]?.id, type: 'payment.updated' });
      expect(event.id).toMatch(/^evt_[A-Za-z0-9_-]{8,64}$/);
      expect(Object.keys(event.data).sort()).toEqual(Object.keys(payment).sort());
    }
    expect(events[1]?.data).toEqual(settled);
    expect(rows.every((row) => row.attempts === 0 && row.deliveredAt === null)).toBe(true);
    expect(rows.every((row) => row.nextAttemptAt !== null)).toBe(true);
  });

  it.each(['AUTHORISED', 'SUCCESS', 'REFUSED'])(
    'never changes a %s payment again',
    async (finalStatus) => {
      const payment = await createPayment(gateway);
      expect((await settle(gateway, payment.id, finalStatus)).statusCode).toBe(200);

      for (const next of ['PENDING', 'AUTHORISED', 'SUCCESS', 'REFUSED']) {
        const response = await settle(gateway, payment.id, next);
        expect(response.statusCode, `${finalStatus} → ${next}`).toBe(409);
        expect(response.json()).toMatchObject({ statusCode: 409, error: 'Conflict' });
      }
      const read = await gateway.app.inject({
        url: `/v1/payments/${payment.id}`,
        headers: { authorization: `Bearer ${gateway.config.apiKey}` },
      });
      expect(read.json().status).toBe(finalStatus);
      expect(await outbox(payment.id)).toHaveLength(1);
    },
  );

  it('treats settling PENDING twice as no change and sends no second webhook', async () => {
    const payment = await createPayment(gateway);
    await settle(gateway, payment.id, 'PENDING');
    const again = await settle(gateway, payment.id, 'PENDING');
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('PENDING');
    expect(await outbox(payment.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown payment', async () => {
    const response = await settle(gateway, 'gp_unknownpayment', 'SUCCESS');
    expect(response.statusCode).toBe(404);
  });

  it.each(['RECEIVED', 'COMPLETED', ''])('rejects the status %j', async (status) => {
    const payment = await createPayment(gateway);
    const response = await settle(gateway, payment.id, status);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('/status');
    expect(await outbox(payment.id)).toHaveLength(0);
  });

  it('lets only one of two concurrent settlements win', async () => {
    const payment = await createPayment(gateway);
    const responses = await Promise.all([
      settle(gateway, payment.id, 'SUCCESS'),
      settle(gateway, payment.id, 'REFUSED'),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await outbox(payment.id)).toHaveLength(1);
  });
});
