import { describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { gatewayWebhook } from '../testing/chargeHelpers';
import {
  change,
  linkPaymentApp,
  merchantTransaction,
  newKey,
  paidLink,
  providerCalls,
  webhooks,
} from '../testing/linkPaymentHelpers';
import { latestPayment } from '../testing/processingHelpers';
import { startTestApp } from '../testing/testApp';
import { listLinkPaymentChanges } from './linkPaymentChangesRepository';

describe("merchant API: capture of a link's reserved payment", () => {
  it('captures part of a reservation once; refunds then reach only what was captured', async () => {
    const { t, fake } = await linkPaymentApp();
    const paid = await paidLink(t, { reserve: true });
    expect(fake.calls.payments[0]?.card?.transactionType).toBe('preauth');
    expect(await merchantTransaction(t, paid)).toMatchObject({
      status: 'AUTHORIZED',
      capturedAmount: 0,
      refundedAmount: 0,
    });
    const captured = await change(t, paid, 'capture', { amount: 1500 });
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({
      id: paid.transactionId,
      status: 'COMPLETED',
      amount: 1999,
      capturedAmount: 1500,
    });
    expect(captured.json()).not.toHaveProperty('linkUuid');
    const again = await change(t, paid, 'capture');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'PAYMENT_NOT_AUTHORIZED',
      fields: [{ field: 'params.transactionId' }],
    });
    const over = await change(t, paid, 'refunds', { amount: 1501 });
    expect(over.statusCode).toBe(422);
    expect((await change(t, paid, 'refunds')).json()).toMatchObject({ amount: 1500 });
    const hooks = await webhooks(t);
    const captures = hooks.filter((hook) => hook.type === 'payment_link.captured');
    expect(captures).toHaveLength(1);
    expect(captures[0]?.data.transaction).toMatchObject({
      status: 'COMPLETED',
      capturedAmount: 1500,
    });
    const changes = await listLinkPaymentChanges(t.db, paid.uuid);
    expect(changes.map((c) => [c.kind, c.amount])).toEqual([
      ['captured', 1500],
      ['refunded', 1500],
    ]);
  });

  it('captures the whole reservation without a body; a replay of its key calls nobody', async () => {
    const { t, fake } = await linkPaymentApp();
    const paid = await paidLink(t, { reserve: true });
    const key = newKey();
    const first = await change(t, paid, 'capture', undefined, { key });
    const replay = await change(t, paid, 'capture', undefined, { key });
    expect(first.json()).toMatchObject({ status: 'COMPLETED', capturedAmount: 1999 });
    expect(replay.json()).toEqual(first.json());
    expect(providerCalls(fake, 'capture')).toBe(1);
  });

  it('refuses more than was reserved, and a capture of a payment taken at once (decision 0039)', async () => {
    const { t, fake } = await linkPaymentApp();
    const reserved = await paidLink(t, { reserve: true });
    const over = await change(t, reserved, 'capture', { amount: 2000 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      errorCode: 'AMOUNT_EXCEEDS_REMAINING',
      fields: [{ field: 'body.amount' }],
    });
    const taken = await paidLink(t);
    for (const action of ['capture', 'void'] as const) {
      const refused = await change(t, taken, action);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        errorCode: 'PAYMENT_NOT_AUTHORIZED',
        message: expect.stringContaining('COMPLETED'),
      });
    }
    expect(providerCalls(fake, 'capture') + providerCalls(fake, 'void')).toBe(0);
  });

  it('takes a capture the provider made by its webhook, once, when our answer was lost', async () => {
    const { t, fake } = await linkPaymentApp();
    const paid = await paidLink(t, { reserve: true });
    const captured = await fake.gateway.call<Parameters<typeof gatewayWebhook>[1]>(
      'POST',
      `/v1/payments/${fake.payments.get(paid.transactionId)?.id ?? ''}/capture`,
      { amount: 900 },
    );
    expect((await gatewayWebhook(t, captured)).statusCode).toBe(200);
    expect((await gatewayWebhook(t, captured)).statusCode).toBe(200);
    expect(await merchantTransaction(t, paid)).toMatchObject({
      status: 'COMPLETED',
      capturedAmount: 900,
    });
    const captures = (await webhooks(t)).filter((hook) => hook.type === 'payment_link.captured');
    expect(captures).toHaveLength(1);
  });

  it('refuses a webhook whose capture is more than was reserved, and applies nothing', async () => {
    const { t, fake } = await linkPaymentApp();
    const paid = await paidLink(t, { reserve: true });
    const forged = fake.decide(paid.transactionId, { status: 'SUCCESS', capturedAmount: 5000 });
    await gatewayWebhook(t, forged);
    expect(await merchantTransaction(t, paid)).toMatchObject({ status: 'AUTHORIZED' });
    const alerts = await t.db.selectFrom('security_alerts').select('detail').execute();
    // The webhook's word, and the gateway's own read of it after the refusal: both refused.
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts.map((alert) => JSON.parse(alert.detail))).toEqual(
      Array(alerts.length).fill(
        expect.objectContaining({
          reference: paid.transactionId,
          differences: [{ field: 'capturedAmount', expected: 1999, received: 5000 }],
        }),
      ),
    );
    expect((await webhooks(t)).map((hook) => hook.type)).not.toContain('payment_link.captured');
  });
});

describe("merchant API: void of a link's reserved payment", () => {
  it('voids once; then neither void, capture nor refund; the shopper still reads it approved', async () => {
    const { t } = await linkPaymentApp();
    const paid = await paidLink(t, { reserve: true });
    const voided = await change(t, paid, 'void');
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({ status: 'VOIDED', capturedAmount: 0 });
    expect((await change(t, paid, 'void')).statusCode).toBe(409);
    expect((await change(t, paid, 'capture')).json().errorCode).toBe('PAYMENT_NOT_AUTHORIZED');
    expect((await change(t, paid, 'refunds')).json().errorCode).toBe('PAYMENT_NOT_REFUNDABLE');
    // The shopper's page tells the outcome the shopper had; the link stays used.
    expect((await latestPayment(t, paid.uuid)).json()).toMatchObject({
      status: 'AUTHORIZED',
      linkStatus: 'CONSUMED',
    });
    const types = (await webhooks(t)).map((hook) => hook.type);
    expect(types.filter((type) => type === 'payment_link.voided')).toHaveLength(1);
    const changes = await listLinkPaymentChanges(t.db, paid.uuid);
    expect(changes).toEqual([expect.objectContaining({ kind: 'voided', amount: 1999 })]);
  });

  it('lets only one of a racing capture and void win', async () => {
    const { t } = await linkPaymentApp({ delayMs: 20 });
    const paid = await paidLink(t, { reserve: true });
    const [capture, release] = await Promise.all([
      change(t, paid, 'capture'),
      change(t, paid, 'void'),
    ]);
    expect([capture.statusCode, release.statusCode].sort()).toEqual([200, 409]);
    expect(['COMPLETED', 'VOIDED']).toContain((await merchantTransaction(t, paid)).status);
  });
});

describe('merchant API: link payment routes', () => {
  it('name their permission: money moves with payments:manage, the refund list reads with links:read', async () => {
    const routes: RouteOptions[] = [];
    await startTestApp({}, { onRoute: (route) => void routes.push(route) });
    const ours = routes.filter((route) => route.url.includes('/transactions/:transactionId/'));
    const named = ours.map((route) => [route.method, route.url.split('/').at(-1), route.config]);
    expect(named).toEqual(
      expect.arrayContaining([
        [
          'POST',
          'capture',
          expect.objectContaining({ permission: 'payments:manage', idempotent: true }),
        ],
        [
          'POST',
          'void',
          expect.objectContaining({ permission: 'payments:manage', idempotent: true }),
        ],
        [
          'POST',
          'refunds',
          expect.objectContaining({ permission: 'payments:manage', idempotent: true }),
        ],
        ['GET', 'refunds', expect.objectContaining({ permission: 'links:read' })],
      ]),
    );
  });
});
