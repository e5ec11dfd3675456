import { describe, expect, it } from 'vitest';
import type { GatewayPaymentStatus, GatewayWebhook } from '@paypage/contract/gatewayApi';
import { SIGNATURE_HEADER, signWebhook } from '@paypage/contract/webhookSignature';
import {
  insertPendingTransaction,
  startTestApp,
  WEBHOOK_SECRET,
  type TestApp,
} from '../testing/testApp';

async function payingLink(t: TestApp, gatewayPaymentId: string) {
  const { uuid } = await t.createLink();
  await t.services.linkStates.move(uuid, 'VALID', 'PROCESSING_PAYMENT');
  await insertPendingTransaction(t, uuid, {
    id: `tx_${gatewayPaymentId}`,
    paymentMethod: 'IDEAL',
    gatewayPaymentId,
  });
  return uuid;
}

function webhook(
  eventId: string,
  paymentId: string,
  status: GatewayPaymentStatus,
  refusalReason?: string,
): string {
  const body: GatewayWebhook = {
    id: eventId,
    type: 'payment.updated',
    createdAt: new Date().toISOString(),
    data: {
      id: paymentId,
      reference: `tx_${paymentId}`,
      status,
      method: 'IDEAL',
      amount: 1999,
      currency: 'EUR',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      ...(refusalReason ? { refusalReason } : {}),
    },
  };
  return JSON.stringify(body);
}

function send(
  t: TestApp,
  raw: string,
  signature = signWebhook(WEBHOOK_SECRET, raw, Math.floor(Date.now() / 1000)),
) {
  return t.inject({
    method: 'POST',
    url: '/webhooks/gateway',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    payload: raw,
  });
}

describe('gateway webhooks in', () => {
  it('applies a signed success once: the transaction is authorised and the link consumed', async () => {
    const t = await startTestApp();
    const uuid = await payingLink(t, 'gp_success0001');
    const raw = webhook('evt_success0001', 'gp_success0001', 'AUTHORISED');
    const first = await send(t, raw);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('CONSUMED');
    expect((await t.services.transactions.findById('tx_gp_success0001'))?.status).toBe(
      'AUTHORIZED',
    );

    const replay = await send(t, raw);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
  });

  it('puts the link back to VALID when the payment is refused', async () => {
    const t = await startTestApp();
    const uuid = await payingLink(t, 'gp_refused0001');
    await send(t, webhook('evt_refused0001', 'gp_refused0001', 'REFUSED'));
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('VALID');
    expect((await t.services.transactions.findById('tx_gp_refused0001'))?.status).toBe('REFUSED');
    // A late success for a refused payment changes nothing: money moves at most once.
    await send(t, webhook('evt_refused0002', 'gp_refused0001', 'SUCCESS'));
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('VALID');
  });

  it.each([
    ['the shopper left the step until it ran out', 'EXPIRED'],
    ['the shopper cancelled at the provider', 'CANCELLED'],
  ])('gives the link back when %s (refused, %s)', async (_why, reason) => {
    const t = await startTestApp();
    const id = `gp_${reason.toLowerCase()}0001`;
    const uuid = await payingLink(t, id);
    const answer = await send(t, webhook(`evt_${reason.toLowerCase()}0001`, id, 'REFUSED', reason));
    expect(answer.json()).toEqual({ received: true, duplicate: false });
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('VALID');
    expect(await t.services.transactions.findById(`tx_${id}`)).toMatchObject({
      status: 'REFUSED',
      refusalReason: reason,
    });
    const shopper = await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${uuid}` });
    expect(shopper.json().status).toBe('VALID');
  });

  it('refuses a missing, forged or stale signature with 401 and changes nothing', async () => {
    const t = await startTestApp();
    const uuid = await payingLink(t, 'gp_forged00001');
    const raw = webhook('evt_forged00001', 'gp_forged00001', 'SUCCESS');
    const stale = signWebhook(WEBHOOK_SECRET, raw, Math.floor(Date.now() / 1000) - 3600);
    for (const signature of [
      '',
      signWebhook('wrong-secret', raw, Math.floor(Date.now() / 1000)),
      stale,
    ]) {
      const response = await send(t, raw, signature);
      expect(response.statusCode).toBe(401);
      expect(response.json().errorCode).toBe('INVALID_SIGNATURE');
    }
    const tampered = await send(
      t,
      raw.replace('"amount":1999', '"amount":1'),
      signWebhook(WEBHOOK_SECRET, raw, Math.floor(Date.now() / 1000)),
    );
    expect(tampered.statusCode).toBe(401);
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('PROCESSING_PAYMENT');
  });

  it('answers 404 for a payment it does not know yet, so the gateway retries and it then applies', async () => {
    const t = await startTestApp();
    const raw = webhook('evt_early000001', 'gp_early000001', 'SUCCESS');
    expect((await send(t, raw)).statusCode).toBe(404);
    const uuid = await payingLink(t, 'gp_early000001');
    const retry = await send(t, raw);
    expect(retry.json()).toEqual({ received: true, duplicate: false });
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('CONSUMED');
  });

  it('answers 400 for a signed body that is not a payment update', async () => {
    const t = await startTestApp();
    const raw = JSON.stringify({ hello: 'world' });
    expect((await send(t, raw)).statusCode).toBe(400);
  });
});
