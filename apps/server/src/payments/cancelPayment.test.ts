import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GatewayUnavailable } from '../gateway/gateway';
import { fakeGateway, type FakeGatewayOptions } from '../testing/fakeGateway';
import {
  cancel,
  latestPayment,
  linkRead,
  merchantListens,
  notificationsOf,
  payByCard,
} from '../testing/processingHelpers';
import { gatewayWebhook } from '../testing/chargeHelpers';
import { insertPendingTransaction, startTestApp } from '../testing/testApp';

async function appWith(options: FakeGatewayOptions = {}, gatewayDown = false) {
  const fake = fakeGateway(options);
  const gateway = gatewayDown
    ? {
        ...fake.gateway,
        cancelPayment: () => Promise.reject(new GatewayUnavailable('the gateway is down')),
      }
    : fake.gateway;
  const t = await startTestApp({}, { gateway });
  await merchantListens(t);
  return { t, fake };
}

/** A link whose card payment waits at the 3-D Secure challenge. */
async function waitingAtTheChallenge(t: Awaited<ReturnType<typeof appWith>>['t']) {
  const { uuid } = await t.createLink();
  const { transactionId } = (await payByCard(t, uuid, 'ct_challenge_0001')).json();
  return { uuid, transactionId: transactionId as string };
}

describe('POST /public/payment-link/{uuid}/transaction/{transactionId}/cancel', () => {
  it('ends a payment that waits on the shopper: refused as cancelled, the link payable again', async () => {
    const { t, fake } = await appWith();
    const { uuid, transactionId } = await waitingAtTheChallenge(t);
    const answer = await cancel(t, uuid, transactionId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      transactionId,
      paymentMethod: 'CARD',
      status: 'REFUSED',
      linkStatus: 'VALID',
      refusalReason: 'CANCELLED',
      updatedAt: expect.any(String),
    });
    expect(fake.payments.get(transactionId)).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'CANCELLED',
    });
    expect((await linkRead(t, uuid)).status).toBe('VALID');
    expect(await notificationsOf(t, transactionId)).toEqual(['REFUSED']);

    // Asked again (a double click, a reload), or told by the gateway's webhook: the same answer.
    const again = await cancel(t, uuid, transactionId);
    expect(again.json()).toMatchObject({ status: 'REFUSED', linkStatus: 'VALID' });
    expect(fake.calls.cancelPayment).toBe(1);
    const cancelled = fake.payments.get(transactionId);
    if (!cancelled) throw new Error('the gateway has the payment');
    await gatewayWebhook(t, cancelled, 'evt_cancelled_0001');
    expect(await notificationsOf(t, transactionId)).toEqual(['REFUSED']);

    // Another way to pay: one charge, the merchant told once of each payment.
    const paid = (await payByCard(t, uuid, 'ct_frictionless_0001')).json();
    expect(paid.status).toBe('COMPLETED');
    expect((await linkRead(t, uuid)).status).toBe('CONSUMED');
    expect(await notificationsOf(t, paid.transactionId)).toEqual(['COMPLETED']);
    const charged = [...fake.payments.values()].filter((p) => p.status === 'SUCCESS');
    expect(charged).toHaveLength(1);
  });

  it('answers paid when the bank approved first: the link consumed, nothing else charged', async () => {
    const { t, fake } = await appWith();
    const { uuid, transactionId } = await waitingAtTheChallenge(t);
    // The shopper passed the challenge in another tab; the webhook is still on its way.
    fake.decideIfOpen(transactionId, { status: 'SUCCESS' });
    const answer = await cancel(t, uuid, transactionId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'COMPLETED', linkStatus: 'CONSUMED' });
    expect((await linkRead(t, uuid)).status).toBe('CONSUMED');
    expect(await notificationsOf(t, transactionId)).toEqual(['COMPLETED']);
    const retry = await payByCard(t, uuid, 'ct_frictionless_0002');
    expect(retry.json().errorCode).toBe('PAYMENT_LINK_CONSUMED');
  });

  it('answers 409 PAYMENT_NOT_CANCELLABLE while a payment is open but no longer stoppable', async () => {
    // A bank transfer the shopper approved: only the bank's confirmation is awaited.
    const { t, fake } = await appWith({ startOther: () => ({ status: 'PENDING' }) });
    const { uuid } = await t.createLink({ paymentMethods: ['TRUSTLY'] });
    await t.services.linkStates.move(uuid, 'VALID', 'PROCESSING_PAYMENT');
    await insertPendingTransaction(t, uuid, {
      id: 'tx_confirming01',
      paymentMethod: 'TRUSTLY',
      gatewayPaymentId: 'gp_txconfirming01',
    });
    await fake.gateway.createPayment({
      reference: 'tx_confirming01',
      amount: 1999,
      currency: 'EUR',
      method: 'TRUSTLY',
    });
    const answer = await cancel(t, uuid, 'tx_confirming01');
    expect([answer.statusCode, answer.json().errorCode]).toEqual([409, 'PAYMENT_NOT_CANCELLABLE']);
    expect(answer.json().fields).toEqual([
      { field: 'params.transactionId', message: expect.any(String) },
    ]);
    expect((await linkRead(t, uuid)).status).toBe('PROCESSING_PAYMENT');
    expect(await notificationsOf(t, 'tx_confirming01')).toEqual([]);
    // The bank confirms: the payment is decided, and the cancel answers how.
    fake.decide('tx_confirming01', { status: 'SUCCESS' });
    expect((await cancel(t, uuid, 'tx_confirming01')).json()).toMatchObject({
      status: 'COMPLETED',
      linkStatus: 'CONSUMED',
    });
  });

  it('answers a payment already decided as it stands, without asking the gateway', async () => {
    const { t, fake } = await appWith();
    const { uuid } = await t.createLink();
    const refused = (await payByCard(t, uuid, 'ct_refused_0001')).json();
    const answer = await cancel(t, uuid, refused.transactionId);
    expect(answer.json()).toMatchObject({ status: 'REFUSED', linkStatus: 'VALID' });
    expect(fake.calls.cancelPayment).toBe(0);
  });

  it('404 for a payment of another link or none, for an unknown link; 400 for a bad id', async () => {
    const { t } = await appWith();
    const first = await waitingAtTheChallenge(t);
    const second = await waitingAtTheChallenge(t);
    const other = await cancel(t, second.uuid, first.transactionId);
    expect([other.statusCode, other.json().errorCode]).toEqual([404, 'TRANSACTION_NOT_FOUND']);
    expect((await cancel(t, first.uuid, 'tx_unknown000001')).statusCode).toBe(404);
    const unknown = await cancel(t, randomUUID(), first.transactionId);
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'NOT_FOUND']);
    expect((await cancel(t, first.uuid, 'nope')).statusCode).toBe(400);
    // Nothing of it touched the payments: both still wait on their shoppers.
    expect((await latestPayment(t, first.uuid)).json().waitsOnShopper).toBe(true);
    expect((await latestPayment(t, second.uuid)).json().waitsOnShopper).toBe(true);
  });

  it('answers 502 and changes nothing when the gateway does not answer', async () => {
    const { t } = await appWith({}, true);
    const { uuid, transactionId } = await waitingAtTheChallenge(t);
    const answer = await cancel(t, uuid, transactionId);
    expect([answer.statusCode, answer.json().errorCode]).toEqual([502, 'GATEWAY_UNAVAILABLE']);
    expect((await linkRead(t, uuid)).status).toBe('PROCESSING_PAYMENT');
    expect((await t.services.transactions.findById(transactionId))?.status).toBe('PENDING');
  });

  it('finds by its reference a payment whose start has not come back yet, else answers 409', async () => {
    const { t, fake } = await appWith({
      startOther: () => ({ status: 'PENDING', waitsOnShopper: true }),
    });
    const { uuid } = await t.createLink({ paymentMethods: ['IDEAL'] });
    await t.services.linkStates.move(uuid, 'VALID', 'PROCESSING_PAYMENT');
    await insertPendingTransaction(t, uuid, { id: 'tx_inflight0001', paymentMethod: 'IDEAL' });
    const early = await cancel(t, uuid, 'tx_inflight0001');
    expect([early.statusCode, early.json().errorCode]).toEqual([409, 'PAYMENT_NOT_CANCELLABLE']);
    await fake.gateway.createPayment({
      reference: 'tx_inflight0001',
      amount: 1999,
      currency: 'EUR',
      method: 'IDEAL',
    });
    const answer = await cancel(t, uuid, 'tx_inflight0001');
    expect(answer.json()).toMatchObject({ status: 'REFUSED', refusalReason: 'CANCELLED' });
    expect((await t.services.transactions.findById('tx_inflight0001'))?.gatewayPaymentId).toBe(
      'gp_txinflight0001',
    );
    expect((await linkRead(t, uuid)).status).toBe('VALID');
  });
});
